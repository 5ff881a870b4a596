import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import {
  AllOccupationsResults,
  allOccupationsMetadata,
} from '@/features/job-search/AllOccupationsResults';
import { ALL_CHOICES } from '@/lib/list-query';
import { listPath, parseSearchListRoute } from '@/lib/routes';

/**
 * Job searches (decision 0031): a list URL with a keyword or a condition beyond the SEO
 * variants' (`/driver/osaka/?keyword=冷凍&shift=night`), and `/search?keyword=…&pref=…` for
 * every occupation. The proxy rewrites them here keeping the parameters; the address bar keeps
 * the public URL. Rendered per request and never cached: searches are unbounded in number, so
 * storing them would let anonymous GETs fill the page cache. `noindex,follow`, canonical to the
 * list of the path.
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function toParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) params.append(name, item);
  }
  return params;
}

async function routeOf({ params, searchParams }: Props) {
  const [{ segments = [] }, search] = await Promise.all([params, searchParams]);
  const query = toParams(search);
  if (segments.length === 0) return { kind: 'all' as const, params: query };
  const [occupation, ...rest] = segments;
  const route = parseSearchListRoute(occupation ?? '', rest, query);
  return route ? { kind: 'list' as const, ...route, params: query } : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await routeOf(props);
  if (!route) return {};
  const metadata =
    route.kind === 'all'
      ? await allOccupationsMetadata(route.params)
      : await listMetadata(route.scope, route.query);
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchViewPage(props: Props) {
  const route = await routeOf(props);
  if (!route) notFound();
  if (route.kind === 'all') return <AllOccupationsResults params={route.params} />;
  const { segments = [] } = await props.params;
  // `/driver/osaka/?city=27127` is the list `/driver/osaka/27127/`: one address per list.
  const located = listPath(route.scope, route.query);
  const requested = `/${segments.join('/')}`;
  if (located.split('?')[0]?.replace(/\/$/, '') !== requested.replace(/\/$/, '')) {
    redirect(located);
  }
  return (
    <JobListView
      scope={route.scope}
      query={route.query}
      problems={route.problems}
      allChoices={route.params.get(ALL_CHOICES.param) === ALL_CHOICES.value}
    />
  );
}
