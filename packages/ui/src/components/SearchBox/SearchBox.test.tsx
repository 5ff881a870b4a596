import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { attachSearchBoxSuggestions, countMessage, type SuggestionSource } from './combobox';
import { sampleSource } from './fixtures';
import { SearchBox } from './SearchBox';

function setup(source: SuggestionSource = sampleSource, props: { occupation?: string } = {}) {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const view = render(<SearchBox id="t" suggestions {...props} />);
  const form = view.container.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', onSubmit);
  const detach = attachSearchBoxSuggestions(form, source, { debounceMs: 0 });
  const keyword = screen.getByRole('combobox', { name: 'キーワード' });
  const place = screen.getByRole('combobox', { name: '勤務地' });
  const hidden = (name: string) =>
    form.querySelector(`input[type="hidden"][name="${name}"]`) as HTMLInputElement;
  const sent = () => Object.fromEntries(new FormData(form));
  return { form, keyword, place, hidden, sent, onSubmit, detach, user: userEvent.setup() };
}

describe('SearchBox', () => {
  it('is a plain GET form to /search/go with labelled, phone-friendly boxes', async () => {
    const { container } = render(<SearchBox id="plain" defaultKeyword="4t" />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/search/go');
    expect(form?.getAttribute('method')).toBe('get');
    const keyword = screen.getByRole('textbox', { name: 'キーワード' });
    expect(keyword.getAttribute('placeholder')).toBe('職種・会社名・仕事内容・資格など');
    expect(keyword.getAttribute('inputmode')).toBe('search');
    expect(keyword.getAttribute('enterkeyhint')).toBe('search');
    expect(screen.getByRole('textbox', { name: '勤務地' }).getAttribute('placeholder')).toBe(
      '都道府県・市区町村',
    );
    expect(screen.getByRole('button', { name: '検索' })).toBeTruthy();
    // Plain boxes: not marked for the suggestion script, not comboboxes.
    expect(form?.hasAttribute('data-search-suggestions')).toBe(false);
    // Empty hidden fields are not sent: the URL holds only what was typed.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      keyword: '4t',
      place: '',
    });
    await expectNoAxeViolations(container);
  });

  it('sends the occupation of the list it sits on', () => {
    const { container } = render(<SearchBox id="occ" occupation="forklift" />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('occupation')).toBe('forklift');
  });
});

describe('suggestions (WAI-ARIA 1.2 combobox)', () => {
  it('opens a listbox while typing and says how many there are', async () => {
    const { form, keyword, user } = setup();
    expect(form.hasAttribute('data-search-suggestions')).toBe(true);
    expect(keyword.getAttribute('aria-expanded')).toBe('false');
    await user.type(keyword, '大');
    const listbox = await screen.findByRole('listbox', { name: 'キーワードの候補' });
    expect(keyword.getAttribute('aria-expanded')).toBe('true');
    expect(keyword.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe(countMessage(4));
    await expectNoAxeViolations(document.body);
  });

  it('ArrowDown / ArrowUp move the highlight (wrapping), Enter picks without submitting', async () => {
    const { keyword, hidden, onSubmit, sent, user } = setup();
    await user.type(keyword, '大');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(keyword.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(keyword.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(keyword.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{Enter}');
    // 大型 is a feature: its id travels, the box shows its name.
    expect(onSubmit).not.toHaveBeenCalled();
    expect((keyword as HTMLInputElement).value).toBe('大型');
    expect(hidden('feature').value).toBe('51');
    expect(keyword.getAttribute('aria-expanded')).toBe('false');
    expect(keyword.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.activeElement).toBe(keyword);
    expect(sent()).toEqual({ keyword: '大型', place: '', feature: '51' });
    // Typing again drops the pick.
    await user.type(keyword, 'x');
    expect(hidden('feature').disabled).toBe(true);
  });

  it('Enter with nothing highlighted submits the form', async () => {
    const { keyword, onSubmit, user } = setup();
    await user.type(keyword, '大');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    const { keyword, user } = setup();
    await user.type(keyword, '大');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(keyword.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((keyword as HTMLInputElement).value).toBe('大');
    await user.keyboard('{Escape}');
    expect((keyword as HTMLInputElement).value).toBe('');
  });

  it('completes the last word only and keeps the ones before', async () => {
    const { keyword, hidden, user } = setup();
    await user.type(keyword, '夜勤 ドラ');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((keyword as HTMLInputElement).value).toBe('夜勤 ドライバー');
    expect(hidden('occupation').value).toBe('driver');
  });

  it('a place picked in the keyword box moves to the place box with its id', async () => {
    const { keyword, place, sent, user } = setup();
    await user.type(keyword, '4t 大阪市');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((keyword as HTMLInputElement).value).toBe('4t');
    expect((place as HTMLInputElement).value).toBe('大阪市中央区');
    expect(sent()).toEqual({ keyword: '4t', place: '大阪市中央区', city: '27128' });
  });

  it('the place box asks for places only, and a tap picks', async () => {
    const source = vi.fn(sampleSource);
    const { place, sent, user } = setup(source);
    await user.type(place, '大阪');
    await screen.findByRole('listbox', { name: '勤務地の候補' });
    expect(source).toHaveBeenLastCalledWith('大阪', { place: true });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('option', { name: /^大阪府/ }));
    expect(sent()).toEqual({ keyword: '', place: '大阪府', pref: 'osaka' });
    expect(document.activeElement).toBe(place);
  });

  it('restores the list occupation when a picked occupation is typed over', async () => {
    const { keyword, hidden, user } = setup(sampleSource, { occupation: 'forklift' });
    await user.type(keyword, 'ドラ');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(hidden('occupation').value).toBe('driver');
    await user.type(keyword, 'x');
    expect(hidden('occupation').value).toBe('forklift');
    expect(hidden('occupation').disabled).toBe(false);
  });

  it('leaves keys to the IME while it composes', async () => {
    const { keyword, onSubmit, user } = setup();
    await user.type(keyword, '大');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const composingEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
      isComposing: true,
    });
    keyword.dispatchEvent(composingEnter);
    expect(composingEnter.defaultPrevented).toBe(false);
    expect((keyword as HTMLInputElement).value).toBe('大');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows nothing when suggestions fail, and the form still submits', async () => {
    const failing = vi.fn(async () => {
      throw new Error('searchSuggestions: not available');
    });
    const { keyword, onSubmit, user } = setup(failing);
    await user.type(keyword, '大型');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(keyword.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after the box moved on', async () => {
    let release: (value: never[]) => void = () => {};
    const slow = vi.fn<SuggestionSource>((prefix) =>
      prefix === '大'
        ? new Promise<never[]>((resolve) => {
            release = resolve;
          })
        : sampleSource(prefix, { place: false }),
    );
    const { keyword, user } = setup(slow);
    await user.type(keyword, '大');
    await user.type(keyword, '型');
    await screen.findByRole('listbox');
    const before = screen.getAllByRole('option').length;
    release([]);
    await Promise.resolve();
    expect(screen.getAllByRole('option')).toHaveLength(before);
  });

  it('detaches cleanly', async () => {
    const { keyword, detach, user } = setup();
    detach();
    await user.type(keyword, '大');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
