import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import { parseListRoute } from '@/lib/routes';

/**
 * The member rendering of the occupation lists (docs/decisions/0018). The proxy sends a
 * request that carries the session cookie here (`/driver/tokyo/` →
 * `/member-view/driver/tokyo/`; the address bar keeps the public URL). Rendered per request
 * with the member's session, so member-only jobs (会員限定求人) show like any job; the BFF
 * checks the session, so a forged or ended one gets the visitors' page. Never cached, never
 * indexed (crawlers have no session; canonical URLs are the public ones).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ occupation: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { occupation, rest } = await params;
  const route = parseListRoute(occupation, rest);
  if (!route) return {};
  return {
    ...(await listMetadata(route.scope, route.query)),
    robots: { index: false, follow: true },
  };
}

export default async function MemberListPage({ params }: Props) {
  const { occupation, rest } = await params;
  const route = parseListRoute(occupation, rest);
  if (!route) notFound();
  return <JobListView scope={route.scope} query={route.query} viewer="member" />;
}
