import { localStore } from '@/lib/client-state/web-storage';

/**
 * The seeker's place for the job page's distance (decision 0062): the origin of the last
 * distance search on a list, kept in the browser only. Small JSON {label, lat, lng}. The key
 * and its writer are in a module of their own so that the list's RememberSearchPlace does not
 * bring the distance code into the list's first-load JavaScript (decision 0064).
 */
export const SEARCH_PLACE_KEY = 'searchPlace';

export type SearchPlace = { label: string; lat: number; lng: number };

/** Keeps the place for the job page; where storage refuses, the page shows no distance. */
export function rememberSearchPlace(
  { label, lat, lng }: SearchPlace,
  store: Pick<Storage, 'setItem'> | null = localStore(),
): void {
  try {
    store?.setItem(SEARCH_PLACE_KEY, JSON.stringify({ label, lat, lng }));
  } catch {
    // Storage full or refused (private mode).
  }
}
