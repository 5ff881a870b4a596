/**
 * Spec §3's local keys `scoutResponseEnteredIds` and `scoutResponseInquiredIds`: the scouts
 * this browser has answered by entry or by inquiry (scout ids, JSON arrays in localStorage),
 * so a visitor who answered through a link sees it as done and is not asked again.
 */

export const SCOUT_RESPONSE_KEYS = Object.freeze({
  entry: 'scoutResponseEnteredIds',
  inquiry: 'scoutResponseInquiredIds',
} as const);

export type ScoutResponseType = keyof typeof SCOUT_RESPONSE_KEYS;

/** At most this many ids are kept per key (the oldest go first). */
export const MAX_REMEMBERED_SCOUTS = 100;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

function parseIds(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === 'string' && id.length > 0);
  } catch {
    return [];
  }
}

/** The scout ids answered with `type`; an unreadable value or storage counts as none. */
export function answeredScoutIds(
  storage: ReadableStorage | null,
  type: ScoutResponseType,
): string[] {
  if (!storage) return [];
  try {
    return parseIds(storage.getItem(SCOUT_RESPONSE_KEYS[type]));
  } catch {
    return [];
  }
}

export function hasAnsweredScout(
  storage: ReadableStorage | null,
  type: ScoutResponseType,
  scoutId: string,
): boolean {
  return answeredScoutIds(storage, type).includes(scoutId);
}

/** Remembers that the scout was answered with `type` (once; newest last). */
export function rememberScoutAnswer(
  storage: WritableStorage | null,
  type: ScoutResponseType,
  scoutId: string,
): void {
  if (!storage) return;
  const ids = answeredScoutIds(storage, type).filter((id) => id !== scoutId);
  ids.push(scoutId);
  try {
    storage.setItem(SCOUT_RESPONSE_KEYS[type], JSON.stringify(ids.slice(-MAX_REMEMBERED_SCOUTS)));
  } catch {
    // Full or blocked storage: the server still has the answer.
  }
}
