import { DEFAULT_LIST_QUERY, decodeQuerySegment, isQuerySegment } from './list-query';

/**
 * The page number of a content list (company jobs, magazine, news, voices) from its optional
 * trailing `_q~page~N` segment (see proxy.ts); null when the segments are not a list page.
 */
export function pageOfSegments(segments: readonly string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  if (segments.length !== 1 || !isQuerySegment(segments[0])) return null;
  const query = decodeQuerySegment(segments[0]);
  if (!query || query.sort !== DEFAULT_LIST_QUERY.sort || query.hiringTypes.length > 0) return null;
  if (query.minSalary !== null) return null;
  return query.page;
}

/** `?page=N` of a content list's public URL (nothing for the first page). */
export function pageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}
