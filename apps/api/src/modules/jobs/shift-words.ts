import type { JobShiftCondition } from '@jobsite/domain/enums';
import { normalizeSearchText, searchTerms } from '@jobsite/domain/search';

/**
 * Shift words in a keyword (docs/decisions/0030-search-order-and-suggestions.md, "Condition
 * words"): 「大阪 4t 夜勤なし」. Ads say when people work in their working times, not in words
 * such as 夜勤なし (a negation text cannot match at all), so a term naming a shift becomes the
 * search's shift condition (JobSearchInput.shift) and leaves the text, unless the search has a
 * shift of its own: then it stays text.
 */
const SHIFT_WORDS: ReadonlyArray<[JobShiftCondition, readonly string[]]> = [
  ['no_night', ['夜勤なし', '夜勤無し', '夜勤ナシ', '日勤のみ', '日勤だけ', '夜勤不可']],
  ['night', ['夜勤', '夜勤あり', '夜勤専従', '夜間勤務', 'ナイトシフト']],
  ['day', ['日勤', '日勤あり', '昼勤']],
];

let index: ReadonlyMap<string, JobShiftCondition> | undefined;

/** Normalised word → shift, built once. */
function shiftWordIndex(): ReadonlyMap<string, JobShiftCondition> {
  index ??= new Map(
    SHIFT_WORDS.flatMap(([shift, words]) =>
      words.map((word) => [normalizeSearchText(word), shift] as const),
    ),
  );
  return index;
}

/** A keyword with its shift word taken out. */
export interface ParsedShiftWord {
  shift: JobShiftCondition;
  /** The term read as the shift (normalised), to put back when the shift is counted apart. */
  word: string;
  /** The other terms (normalised), joined by a space; '' when the keyword was only the shift. */
  text: string;
}

/**
 * Takes the shift word out of a keyword: null when it names none, or names two different
 * shifts (「日勤 夜勤」: both stay text rather than one contradicting the other).
 */
export function parseShiftWord(keyword: string): ParsedShiftWord | null {
  const words = shiftWordIndex();
  const terms = [...new Set(searchTerms(keyword))];
  const named = terms.filter((term) => words.has(term));
  const shifts = new Set(named.map((term) => words.get(term)));
  if (named.length === 0 || shifts.size > 1) return null;
  const word = named[0] as string;
  return {
    shift: words.get(word) as JobShiftCondition,
    word: named.join(' '),
    text: terms.filter((term) => !words.has(term)).join(' '),
  };
}
