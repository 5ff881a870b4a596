import { KEEP_LIST } from '@jobsite/domain/constants';
import { localStore } from '@/lib/client-state/web-storage';
import { isId } from './entry-query';

/**
 * The jobs a visitor applied to from this browser (localStorage `visitorEnteredJobIds`, newest
 * first): the thanks page leaves them out of the similar jobs it offers, as it leaves out a
 * member's entries. At most as many as a saved list holds (KEEP_LIST.maxItems).
 */
export const VISITOR_ENTERED_KEY = 'visitorEnteredJobIds';

/** The thanks page's query parameter of jobs applied to on earlier visits. */
export const EXCLUDE_PARAM = 'exclude';

const MAX_IDS = KEEP_LIST.maxItems;
const isStoredId = (value: unknown): value is string => typeof value === 'string' && isId(value);

/** The stored ids, keeping only well-formed ones (storage can hold anything). */
export function readVisitorEnteredIds(
  store: Pick<Storage, 'getItem'> | null = localStore(),
): string[] {
  try {
    const data: unknown = JSON.parse(store?.getItem(VISITOR_ENTERED_KEY) ?? '[]');
    return Array.isArray(data) ? [...new Set(data.filter(isStoredId))].slice(0, MAX_IDS) : [];
  } catch {
    return [];
  }
}

export function rememberVisitorEntered(
  jobIds: readonly string[],
  store: Pick<Storage, 'getItem' | 'setItem'> | null = localStore(),
): void {
  const ids = [...new Set([...jobIds.filter(isId), ...readVisitorEnteredIds(store)])];
  try {
    store?.setItem(VISITOR_ENTERED_KEY, JSON.stringify(ids.slice(0, MAX_IDS)));
  } catch {
    // Storage full or refused: the next thanks page may offer one of these jobs again.
  }
}

/** The thanks page's URL, naming the jobs applied to before (none: unchanged). */
export function withEarlierEntries(href: string, earlierIds: readonly string[]): string {
  const ids = earlierIds.filter(isId).slice(0, MAX_IDS);
  if (ids.length === 0) return href;
  const url = new URL(href, 'http://site.invalid');
  url.searchParams.set(EXCLUDE_PARAM, ids.join(','));
  return `${url.pathname}${url.search}`;
}

/** The thanks page's `exclude` ids, well-formed and bounded. */
export function parseEarlierEntries(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value[0] : value;
  return [...new Set((text ?? '').split(',').map((id) => id.trim()))]
    .filter(isId)
    .slice(0, MAX_IDS);
}
