/**
 * Job id lists kept in cookies (keepList, historyList): ids joined by commas, newest first.
 * Only positive integer ids survive parsing, so a tampered cookie cannot inject anything.
 */

const ID_PATTERN = /^[1-9][0-9]{0,18}$/;

/** Ids of a cookie value: distinct, in order, at most `max`; junk is dropped. */
export function parseIdList(value: string | null | undefined, max: number): string[] {
  if (!value) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return [];
  }
  const ids: string[] = [];
  for (const part of decoded.split(',')) {
    const id = part.trim();
    if (ID_PATTERN.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}

/** The cookie value of a list (no characters that need encoding). */
export function serializeIdList(ids: readonly string[]): string {
  return ids.join(',');
}
