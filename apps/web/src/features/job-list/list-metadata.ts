import type { Metadata } from 'next';
import {
  DEFAULT_LIST_QUERY,
  isDefaultListQuery,
  isSearchQuery,
  type ListQuery,
} from '@/lib/list-query';
import { type ListScope, listPath } from '@/lib/routes';
import { municipalityOf } from './JobListView';
import { loadJobListPage } from './list-data';
import { listDescription, listTitle } from './list-text';

/**
 * Title, description and canonical of a list. Pages keep their own canonical URL; sorted,
 * filtered or searched variants (a keyword, any condition: decision 0031) point to the plain
 * list of their path and are `noindex,follow`.
 */
export async function listMetadata(scope: ListScope, query: ListQuery): Promise<Metadata> {
  const [result, municipality] = await Promise.all([
    loadJobListPage(scope, query).catch(() => null),
    municipalityOf(scope).catch(() => null),
  ]);
  const total = result?.searchJobs.totalCount ?? null;
  const onlyPaged = isDefaultListQuery({ ...query, page: 1 });
  // A search's pages are not the SEO list's pages: its canonical is the list's first page.
  const canonicalPage = isSearchQuery(query) ? 1 : query.page;
  return {
    title: listTitle(scope, query, total, municipality?.name),
    description: listDescription(scope, total, municipality?.name),
    alternates: { canonical: listPath(scope, { ...DEFAULT_LIST_QUERY, page: canonicalPage }) },
    robots: onlyPaged && total !== 0 ? undefined : { index: false, follow: true },
  };
}
