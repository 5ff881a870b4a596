/**
 * Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) make a name read
 * differently from what it is ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"); control
 * characters (C0, DEL, C1) have no business in a name and break headers and logs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The name a file is stored and shown under: unsafe characters removed, lone surrogates
 * replaced, surrounding spaces trimmed. May be empty (the caller refuses that).
 */
export function cleanFileName(name: string): string {
  return name.replace(LONE_SURROGATES, '\ufffd').replace(UNSAFE_IN_NAMES, '').trim();
}
