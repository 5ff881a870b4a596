import { KEEP_LIST } from '@jobsite/domain/constants';

/**
 * The `checkedIds` storage key of spec §3: saved jobs a member ticked for a bulk application.
 * Kept in session storage so the ticks survive moving between pages of the saved list, and
 * cleared when the session ends (src/lib/session/storage.ts) or the application is sent.
 */
export const CHECKED_IDS_KEY = 'checkedIds';

type ReadableStorage = Pick<Storage, 'getItem'>;

export function readCheckedIds(storage: ReadableStorage | null): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHECKED_IDS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id));
    return [...new Set(ids)].slice(0, KEEP_LIST.maxItems);
  } catch {
    return [];
  }
}

export function writeCheckedIds(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  ids: readonly string[],
): void {
  if (!storage) return;
  try {
    if (ids.length === 0) storage.removeItem(CHECKED_IDS_KEY);
    else storage.setItem(CHECKED_IDS_KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage full or blocked: the ticks just do not survive a reload.
  }
}

/** Ticks or unticks one job; refuses a tick beyond KEEP_LIST.maxItems (a batch's limit). */
export function toggleCheckedId(
  ids: readonly string[],
  jobId: string,
  checked: boolean,
): { ids: string[]; refused: boolean } {
  if (!checked) return { ids: ids.filter((id) => id !== jobId), refused: false };
  if (ids.includes(jobId)) return { ids: [...ids], refused: false };
  if (ids.length >= KEEP_LIST.maxItems) return { ids: [...ids], refused: true };
  return { ids: [...ids, jobId], refused: false };
}
