import type { SESSION_SCOPED_STORAGE_KEYS } from './storage';

/**
 * What the spec §3 keys `recommendJobIds` and `page` hold (sessionStorage; cleared with the
 * session, storage.ts):
 * - `recommendJobIds`: the job ids of the recommendation list last shown, in its order;
 * - `page`: the job list page the seeker was on, its path (with the query) and page number.
 * The values are written as strings by RememberSessionKey (a page renders it with the value
 * these functions make) and read back by the same functions.
 */

type WrittenKey = Exclude<(typeof SESSION_SCOPED_STORAGE_KEYS)[number], 'checkedIds'>;
export type StoredKeyValue = { key: WrittenKey; value: string };

const MAX_IDS = 100;

export function recommendJobIdsValue(jobIds: readonly string[]): StoredKeyValue {
  const ids = [...new Set(jobIds.filter((id) => /^\d+$/.test(id)))].slice(0, MAX_IDS);
  return { key: 'recommendJobIds', value: JSON.stringify(ids) };
}

export function readRecommendJobIds(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem('recommendJobIds') ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id))
      : [];
  } catch {
    return [];
  }
}

export type ListPage = { path: string; page: number };

export function listPageValue(listPage: ListPage): StoredKeyValue {
  return { key: 'page', value: JSON.stringify(listPage) };
}

export function readListPage(storage: Pick<Storage, 'getItem'> | null): ListPage | null {
  try {
    const parsed = JSON.parse(storage?.getItem('page') ?? 'null') as Partial<ListPage> | null;
    const valid =
      typeof parsed?.path === 'string' &&
      parsed.path.startsWith('/') &&
      !parsed.path.startsWith('//') &&
      Number.isInteger(parsed.page) &&
      (parsed.page ?? 0) >= 1;
    return valid ? { path: parsed.path!, page: parsed.page! } : null;
  } catch {
    return null;
  }
}

/** Writes one key; storage full or blocked leaves it unwritten (nothing depends on it). */
export function writeStoredKey(
  storage: Pick<Storage, 'setItem'> | null,
  { key, value }: StoredKeyValue,
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: the key is a convenience.
  }
}
