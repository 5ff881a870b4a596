import * as css from './SearchBox.css';
import { SEARCH_BOX_FIELDS } from './text';

/** A suggestion as the BFF's `searchSuggestions` answers it. */
export type SearchSuggestion = {
  kind: 'occupation' | 'feature' | 'prefecture' | 'municipality' | 'word';
  /** Occupation slug, feature id, prefecture slug, JIS municipality code, or the word. */
  id: string;
  label: string;
  jobCount?: number | null;
};

/** Fetches suggestions for a prefix; `place` asks for places only (the place box). */
export type SuggestionSource = (
  prefix: string,
  options: { place: boolean },
) => Promise<readonly SearchSuggestion[]>;

export type SuggestionOptions = {
  /** Wait after the last keystroke before asking (ms). */
  debounceMs?: number;
};

const KIND_TEXT: Record<SearchSuggestion['kind'], string> = {
  occupation: '職種',
  feature: '特徴',
  prefecture: '都道府県',
  municipality: '市区町村',
  word: 'キーワード',
};

const number = new Intl.NumberFormat('ja-JP');

/** Live region text: how many suggestions, and how to reach them (decision 0032). */
export function countMessage(count: number): string {
  return count > 0 ? `候補が${count}件あります。上下の矢印キーで選べます。` : '';
}

/** 「大阪市北区（大阪府）」 → 大阪市北区: what a picked place puts in the box. */
function placeName(label: string): string {
  return label.replace(/[（(][^（）()]*[）)]$/, '').trim() || label;
}

/** The last word of a box (what suggestions complete) and the text before it. */
function splitLastWord(value: string): { head: string; word: string } {
  const match = /^(.*?)(\S*)$/su.exec(value);
  return { head: match?.[1] ?? '', word: match?.[2] ?? '' };
}

type Box = {
  input: HTMLInputElement;
  listbox: HTMLElement;
  place: boolean;
  options: SearchSuggestion[];
  active: number;
  /** Increases with every request, so a late answer to an old prefix is dropped. */
  sequence: number;
  timer: ReturnType<typeof setTimeout> | undefined;
};

/**
 * Suggestions while typing for a server-rendered SearchBox (`suggestions` on), as the
 * WAI-ARIA 1.2 combobox pattern with a listbox popup: aria-expanded, aria-activedescendant
 * and aria-selected follow the highlighted option, ArrowDown/ArrowUp move (wrapping), Enter
 * picks (the form submits when nothing is highlighted), Escape closes then clears, a click or
 * tap picks, and a polite live region says how many suggestions there are. Focus stays in the
 * box. Keys pressed while an IME is composing are left to the IME. Plain DOM, no React, so
 * the page loads it only on first focus. Failed requests just show nothing: the form works
 * without suggestions. Returns a function that detaches it.
 */
export function attachSearchBoxSuggestions(
  form: HTMLFormElement,
  source: SuggestionSource,
  { debounceMs = 150 }: SuggestionOptions = {},
): () => void {
  const status = form.querySelector<HTMLElement>('[data-search-box="status"]');
  const hidden = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  const cache = new Map<string, readonly SearchSuggestion[]>();
  const cleanups: Array<() => void> = [];

  const setHidden = (name: string, value: string | null) => {
    const field = hidden(name);
    if (!field) return;
    const next = value ?? field.dataset.default ?? '';
    field.value = next;
    field.disabled = next === '';
  };
  const announce = (text: string) => {
    if (status && status.textContent !== text) status.textContent = text;
  };

  const boxes = (['keyword', 'place'] as const).flatMap((part): Box[] => {
    const input = form.querySelector<HTMLInputElement>(`[data-search-box="${part}"]`);
    const listboxId = input?.getAttribute('aria-controls');
    const listbox = listboxId ? form.ownerDocument.getElementById(listboxId) : null;
    if (!input || !listbox) return [];
    return [
      {
        input,
        listbox,
        place: part === 'place',
        options: [],
        active: -1,
        sequence: 0,
        timer: undefined,
      },
    ];
  });

  const optionId = (box: Box, index: number) => `${box.listbox.id}-${index}`;

  function setActive(box: Box, index: number) {
    box.active = index;
    box.listbox.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
      if (i === index) option.scrollIntoView?.({ block: 'nearest' });
    });
    if (index >= 0) box.input.setAttribute('aria-activedescendant', optionId(box, index));
    else box.input.removeAttribute('aria-activedescendant');
  }

  function close(box: Box) {
    box.listbox.hidden = true;
    box.input.setAttribute('aria-expanded', 'false');
    setActive(box, -1);
  }

  function render(box: Box, options: readonly SearchSuggestion[]) {
    box.options = [...options];
    box.listbox.replaceChildren(
      ...box.options.map((suggestion, index) => {
        const option = form.ownerDocument.createElement('div');
        option.id = optionId(box, index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.className = css.option;
        const label = form.ownerDocument.createElement('span');
        label.className = css.optionLabel;
        label.textContent = suggestion.label;
        const meta = form.ownerDocument.createElement('span');
        meta.className = css.optionMeta;
        meta.textContent =
          typeof suggestion.jobCount === 'number'
            ? `${KIND_TEXT[suggestion.kind]}・${number.format(suggestion.jobCount)}件`
            : KIND_TEXT[suggestion.kind];
        option.append(label, meta);
        return option;
      }),
    );
    setActive(box, -1);
    const open = box.options.length > 0;
    box.listbox.hidden = !open;
    box.input.setAttribute('aria-expanded', String(open));
    announce(countMessage(box.options.length));
  }

  async function suggest(box: Box) {
    const { word } = splitLastWord(box.input.value);
    const prefix = word.trim().slice(0, 50);
    const sequence = ++box.sequence;
    if (!prefix) {
      close(box);
      box.options = [];
      return;
    }
    const key = `${box.place ? 'p' : 'k'}:${prefix}`;
    let options = cache.get(key);
    if (!options) {
      try {
        options = await source(prefix, { place: box.place });
      } catch {
        options = [];
      }
      if (cache.size > 100) cache.clear();
      cache.set(key, options);
    }
    // Only the answer to what the box holds now; the box may have lost focus meanwhile.
    if (sequence !== box.sequence || form.ownerDocument.activeElement !== box.input) return;
    render(box, options);
  }

  function pick(box: Box, index: number) {
    const suggestion = box.options[index];
    if (!suggestion) return;
    const { head } = splitLastWord(box.input.value);
    const placeBox = boxes.find((b) => b.place);
    const isPlace = suggestion.kind === 'prefecture' || suggestion.kind === 'municipality';
    if (isPlace) {
      setHidden(
        SEARCH_BOX_FIELDS.prefecture,
        suggestion.kind === 'prefecture' ? suggestion.id : '',
      );
      setHidden(SEARCH_BOX_FIELDS.city, suggestion.kind === 'municipality' ? suggestion.id : '');
    }
    if (suggestion.kind === 'occupation') setHidden(SEARCH_BOX_FIELDS.occupation, suggestion.id);
    if (suggestion.kind === 'feature') setHidden(SEARCH_BOX_FIELDS.feature, suggestion.id);

    if (isPlace && !box.place && placeBox) {
      // A place picked in the keyword box goes to the place box.
      box.input.value = head.trimEnd();
      placeBox.input.value = placeName(suggestion.label);
    } else {
      const text = isPlace ? placeName(suggestion.label) : suggestion.label;
      box.input.value = box.place ? text : `${head}${text}`;
    }
    box.sequence += 1;
    close(box);
    announce(`${suggestion.label}を選びました。`);
    const end = box.input.value.length;
    box.input.setSelectionRange?.(end, end);
  }

  for (const box of boxes) {
    const onInput = () => {
      // Typing replaces what a pick filled in: its ids go (a list's own occupation stays).
      if (box.place) {
        setHidden(SEARCH_BOX_FIELDS.prefecture, '');
        setHidden(SEARCH_BOX_FIELDS.city, '');
      } else {
        setHidden(SEARCH_BOX_FIELDS.occupation, null);
        setHidden(SEARCH_BOX_FIELDS.feature, '');
      }
      clearTimeout(box.timer);
      box.timer = setTimeout(() => void suggest(box), debounceMs);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Enter and arrows while converting kana belong to the IME (229: Safari's composing key).
      if (event.isComposing || event.keyCode === 229) return;
      const open = !box.listbox.hidden;
      const count = box.options.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) {
            if (event.key === 'ArrowDown' && !event.altKey) void suggest(box);
            return;
          }
          event.preventDefault();
          if (!open) {
            box.listbox.hidden = false;
            box.input.setAttribute('aria-expanded', 'true');
            announce(countMessage(count));
            if (event.altKey) return;
          }
          const step = event.key === 'ArrowDown' ? 1 : -1;
          const from = box.active < 0 && step < 0 ? count : box.active;
          setActive(box, (from + step + count) % count);
          return;
        }
        case 'Enter':
          if (open && box.active >= 0) {
            event.preventDefault();
            pick(box, box.active);
          }
          return;
        case 'Escape':
          if (open) {
            event.preventDefault();
            close(box);
          } else if (box.input.value) {
            event.preventDefault();
            box.input.value = '';
            onInput();
          }
          return;
        case 'Tab':
          close(box);
          return;
        default:
          return;
      }
    };
    const onBlur = () => {
      clearTimeout(box.timer);
      box.sequence += 1;
      close(box);
    };
    const onFocus = () => {
      if (box.input.value.trim()) void suggest(box);
    };
    // Keep focus in the box while the pointer is on the list, so a tap picks instead of
    // blurring (which would close the list first).
    const onPointerDown = (event: Event) => event.preventDefault();
    const onClick = (event: Event) => {
      const option = (event.target as Element | null)?.closest('[role="option"]');
      if (!option) return;
      const index = [...box.listbox.children].indexOf(option);
      if (index >= 0) pick(box, index);
    };
    box.input.addEventListener('input', onInput);
    box.input.addEventListener('keydown', onKeyDown);
    box.input.addEventListener('blur', onBlur);
    box.input.addEventListener('focus', onFocus);
    box.listbox.addEventListener('pointerdown', onPointerDown);
    box.listbox.addEventListener('mousedown', onPointerDown);
    box.listbox.addEventListener('click', onClick);
    cleanups.push(() => {
      clearTimeout(box.timer);
      box.input.removeEventListener('input', onInput);
      box.input.removeEventListener('keydown', onKeyDown);
      box.input.removeEventListener('blur', onBlur);
      box.input.removeEventListener('focus', onFocus);
      box.listbox.removeEventListener('pointerdown', onPointerDown);
      box.listbox.removeEventListener('mousedown', onPointerDown);
      box.listbox.removeEventListener('click', onClick);
      close(box);
      box.listbox.replaceChildren();
    });
    // Attached on first focus: the box that took it should suggest right away.
    if (form.ownerDocument.activeElement === box.input && box.input.value.trim()) {
      void suggest(box);
    }
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
