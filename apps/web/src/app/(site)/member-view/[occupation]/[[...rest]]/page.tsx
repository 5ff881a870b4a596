import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import { isQuerySegment } from '@/lib/list-query';
import { parseListRoute, parseSearchListRoute } from '@/lib/routes';

/**
 * The member rendering of the occupation lists (docs/decisions/0018). The proxy sends a
 * request that carries the session cookie here (`/driver/tokyo/` →
 * `/member-view/driver/tokyo/`; the address bar keeps the public URL). Rendered per request
 * with the member's session, so member-only jobs (会員限定求人) show like any job; the BFF
 * checks the session, so a forged or ended one gets the visitors' page. Never cached, never
 * indexed (crawlers have no session; canonical URLs are the public ones). A member's search
 * (decision 0031) arrives with its parameters, read here like the search view reads them.
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ occupation: string; rest?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function routeOf({ params, searchParams }: Props) {
  const [{ occupation, rest }, search] = await Promise.all([params, searchParams]);
  if (isQuerySegment(rest?.at(-1))) {
    const route = parseListRoute(occupation, rest);
    return route ? { ...route, problems: [] } : null;
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) query.append(name, item);
  }
  return parseSearchListRoute(occupation, rest, query);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await routeOf(props);
  if (!route) return {};
  return {
    ...(await listMetadata(route.scope, route.query)),
    robots: { index: false, follow: true },
  };
}

export default async function MemberListPage(props: Props) {
  const route = await routeOf(props);
  if (!route) notFound();
  return (
    <JobListView
      scope={route.scope}
      query={route.query}
      problems={route.problems}
      viewer="member"
    />
  );
}
