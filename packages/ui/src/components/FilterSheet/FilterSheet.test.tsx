import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterSheet, FilterSheetOpener } from './FilterSheet';

function Sheet() {
  return (
    <>
      <FilterSheetOpener sheetId="sheet" appliedCount={2}>
        絞り込み
      </FilterSheetOpener>
      <FilterSheet
        id="sheet"
        title="条件で絞り込む"
        action="/driver/osaka/"
        footer={<button type="submit">この条件で3件を見る</button>}
      >
        <fieldset>
          <legend>勤務時間</legend>
          <label>
            <input type="radio" name="shift" value="day" /> 日勤
          </label>
        </fieldset>
      </FilterSheet>
    </>
  );
}

/** The page's width as `matchMedia` tells it (jsdom has none). */
function widthIs(desktop: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: desktop && query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('FilterSheet', () => {
  beforeEach(() => widthIs(false));
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is a dialog labelled by its title, holding a GET form to the list', () => {
    const { container } = render(<Sheet />);
    const dialog = container.querySelector('dialog');
    expect(dialog?.getAttribute('aria-labelledby')).toBe('sheet-title');
    expect(container.querySelector('#sheet-title')?.textContent).toBe('条件で絞り込む');
    const form = dialog?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/driver/osaka/');
  });

  it('opens and closes by invoker commands, so no script is needed', () => {
    const { container } = render(<Sheet />);
    const opener = screen.getByRole('button', { name: /絞り込み/ });
    expect(opener.getAttribute('commandfor')).toBe('sheet');
    expect(opener.getAttribute('command')).toBe('show-modal');
    expect(opener.textContent).toContain('2件の条件');
    const close = container.querySelector('dialog button[aria-label="閉じる"]');
    expect(close?.getAttribute('command')).toBe('close');
  });

  it('is a region of the page labelled by its title from the desktop width, not a dialog', () => {
    widthIs(true);
    const { container } = render(<Sheet />);
    expect(container.querySelector('dialog')).toBeNull();
    const region = screen.getByRole('region', { name: '条件で絞り込む' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('sheet');
    expect(region.querySelector('form')?.getAttribute('action')).toBe('/driver/osaka/');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Sheet />);
    container.querySelector('dialog')?.setAttribute('open', '');
    await expectNoAxeViolations(container);
  });
});
