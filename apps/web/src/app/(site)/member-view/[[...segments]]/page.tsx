import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import { JobRoutePage, jobPageMetadata } from '@/features/member-only/job-page';
import { parseSiteRoute } from '@/lib/routes';

/**
 * The member rendering of the occupation lists and job pages (docs/decisions/0018). The proxy
 * sends a request that carries the session cookie here (`/driver/job/123` →
 * `/member-view/driver/job/123`; the address bar keeps the public URL). Rendered per request
 * with the member's session, so member-only jobs (会員限定求人) show like any job; the BFF
 * checks the session, so a forged or ended one gets the visitors' page. Never cached, never
 * indexed (crawlers have no session; canonical URLs are the public ones).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ segments?: string[] }> };

const NOT_INDEXED: Metadata['robots'] = { index: false, follow: true };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseSiteRoute((await params).segments);
  if (!route || route.kind === 'home') return {};
  if (route.kind === 'list') {
    return { ...(await listMetadata(route.scope, route.query)), robots: NOT_INDEXED };
  }
  return jobPageMetadata(route, 'member');
}

export default async function MemberViewPage({ params }: Props) {
  const route = parseSiteRoute((await params).segments);
  if (!route || route.kind === 'home') notFound();
  if (route.kind === 'list') {
    return <JobListView scope={route.scope} query={route.query} viewer="member" />;
  }
  return <JobRoutePage route={route} viewer="member" />;
}
