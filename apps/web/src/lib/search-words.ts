import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Search words from a URL as the services take them: control and invisible formatting
 * characters (NUL, bidi overrides, zero-width marks) become spaces, a lone surrogate its
 * replacement character, and the rest is trimmed to the keyword limit. The api refuses such
 * characters outright (BAD_USER_INPUT); a page turns them into the words a person meant
 * instead of an error.
 */
export function searchWordsOf(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  const words = value
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_KEYWORD_LENGTH)
    .trim();
  return words || undefined;
}
