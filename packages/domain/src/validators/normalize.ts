/**
 * Normalisers applied before validation, so what Japanese users type on a phone keyboard
 * (full-width digits, katakana-style hyphens, hiragana readings) is accepted and stored in
 * one canonical form.
 */

/** Hyphen look-alikes and the spaces users put in numbers. */
const NUMBER_SEPARATORS = /[\s\-‐‑‒–—―−ー()]/g;

/** Full-width digits, letters and symbols to ASCII; half-width katakana to full-width. */
export function toHalfWidth(value: string): string {
  return value.normalize('NFKC');
}

/** '０９０－１２３４－５６７８', '+81 90 1234 5678' → '09012345678'. */
export function normalizePhoneNumber(value: string): string {
  const compact = toHalfWidth(value).replace(NUMBER_SEPARATORS, '');
  return compact.startsWith('+81') ? `0${compact.slice(3)}` : compact;
}

/** '〒１２３－４５６７' → '1234567'. */
export function normalizeZipCode(value: string): string {
  return toHalfWidth(value).replace(NUMBER_SEPARATORS, '').replace(/^〒/, '');
}

/**
 * A name's reading as ふりがな: katakana (full- or half-width) to hiragana, full-width spaces to
 * one space, surrounding spaces trimmed. People type either script on a phone keyboard.
 */
export function normalizeFurigana(value: string): string {
  return toHalfWidth(value)
    .trim()
    .replace(/ {2,}/g, ' ')
    .replace(/[\u30A1-\u30F6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));
}

/**
 * Line breaks as one character each: a form posted by the browser sends CRLF, while the
 * textarea's maxlength (and the character counter) count a break once, so a text at exactly
 * the limit must not grow past it on the server.
 */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}
