import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';

/** The longest place text kept: longer than any prefecture + municipality name. */
export const MAX_PLACE_LENGTH = 50;

/**
 * Raw parameters longer than this are cut before any other work, so a 1,000,000-character
 * query costs no more than a 2,000-character one.
 */
const RAW_LIMIT = 2000;

/** Why a search text differs from what was typed; /search names it (decision 0032). */
export type InputAdjustment = 'cut' | 'dropped';

export type CleanText = { text: string; adjustments: ReadonlySet<InputAdjustment> };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** U+FFFD: what a browser or URL parser makes of bytes that were not UTF-8 (%FF, a lone surrogate). */
const REPLACEMENT = /\uFFFD/g;
/** Controls (NUL, C0, C1) and invisible formatting (bidi marks and overrides, zero-width). */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;
const CONTROL = /\p{Cc}/u;
/**
 * Emoji and their parts (skin tones, keycaps, flags, variation selectors). No job text holds
 * them, so a keyword with one could only find nothing.
 */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|\p{Variation_Selector}/gu;
const WHITE_SPACE = /\s+/g;

/**
 * A typed search text as the services accept it: controls, invisible marks, emoji and lone
 * surrogates dropped (a control becomes a space, so two words stay two), white space folded,
 * cut to `limit` characters (code points, so no surrogate pair is split). `adjustments` says
 * what was done beyond folding space, for the message on /search.
 */
export function cleanSearchText(raw: string | null | undefined, limit: number): CleanText {
  const adjustments = new Set<InputAdjustment>();
  if (!raw) return { text: '', adjustments };
  let value = raw;
  if (value.length > RAW_LIMIT) {
    value = value.slice(0, RAW_LIMIT);
    adjustments.add('cut');
  }
  const kept = value
    .replace(LONE_SURROGATE, '')
    .replace(REPLACEMENT, '')
    .replace(CONTROL_OR_FORMAT, (char) => (CONTROL.test(char) ? ' ' : ''))
    .replace(EMOJI, '');
  // Tab, newline and carriage return are controls too, but typed (or pasted) as white space.
  if (kept.replace(WHITE_SPACE, '') !== value.replace(WHITE_SPACE, '')) adjustments.add('dropped');
  const folded = kept.replace(WHITE_SPACE, ' ').trim();
  const chars = Array.from(folded);
  if (chars.length > limit) adjustments.add('cut');
  return { text: chars.slice(0, limit).join('').trim(), adjustments };
}

export function cleanKeyword(raw: string | null | undefined): CleanText {
  return cleanSearchText(raw, MAX_KEYWORD_LENGTH);
}

export function cleanPlace(raw: string | null | undefined): CleanText {
  return cleanSearchText(raw, MAX_PLACE_LENGTH);
}

/** Cuts a keyword made of several parts to the keyword limit, at a word boundary if it can. */
export function joinKeyword(words: readonly string[]): { text: string; cut: boolean } {
  const text = words.filter(Boolean).join(' ');
  const chars = Array.from(text);
  if (chars.length <= MAX_KEYWORD_LENGTH) return { text, cut: false };
  return { text: chars.slice(0, MAX_KEYWORD_LENGTH).join('').trim(), cut: true };
}
