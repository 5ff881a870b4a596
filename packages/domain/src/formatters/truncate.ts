import { JOB_CARD_DESCRIPTION_LENGTH, TRUNCATION_SUFFIX } from '../constants';

/**
 * Splits text into user-perceived characters (grapheme clusters), so an emoji, a flag or a
 * base letter with its combining mark is never cut in half. Falls back to code points where
 * Intl.Segmenter is missing.
 */
const splitGraphemes: (text: string) => Iterable<string> =
  typeof Intl.Segmenter === 'function'
    ? (() => {
        const segmenter = new Intl.Segmenter('ja', { granularity: 'grapheme' });
        return (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);
      })()
    : (text: string) => Array.from(text);

/**
 * Cuts text to at most `maxLength` characters and appends '...' when something was cut
 * (spec §5). Characters are user-perceived ones; whitespace left before the suffix is
 * dropped. A negative or fractional `maxLength` is clamped to a whole number ≥ 0.
 */
export function truncate(text: string | null | undefined, maxLength: number): string {
  if (!text) return '';
  const limit = Number.isFinite(maxLength) ? Math.max(0, Math.floor(maxLength)) : 0;
  // A string is never longer in characters than in UTF-16 code units.
  if (text.length <= limit) return text;

  const kept: string[] = [];
  let count = 0;
  for (const grapheme of splitGraphemes(text)) {
    if (count === limit) return `${kept.join('').trimEnd()}${TRUNCATION_SUFFIX}`;
    kept.push(grapheme);
    count += 1;
  }
  return text;
}

/**
 * Job card description: line breaks and runs of spaces are collapsed (a card shows one
 * paragraph), then the text is cut to JOB_CARD_DESCRIPTION_LENGTH characters.
 */
export function truncateJobDescription(text: string | null | undefined): string {
  if (!text) return '';
  return truncate(text.replace(/\s+/g, ' ').trim(), JOB_CARD_DESCRIPTION_LENGTH);
}
