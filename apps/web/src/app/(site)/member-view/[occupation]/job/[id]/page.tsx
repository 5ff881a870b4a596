import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobRoutePage, jobPageMetadata } from '@/features/member-only/job-page';
import { parseJobRoute } from '@/lib/routes';

/**
 * The member rendering of job detail (docs/decisions/0018): the proxy sends a request that
 * carries the session cookie here (`/driver/job/123` → `/member-view/driver/job/123`). Rendered
 * per request with the member's session, so a member-only job shows in full; never cached.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ occupation: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { occupation, id } = await params;
  const route = parseJobRoute(occupation, id);
  return route ? jobPageMetadata(route, 'member') : {};
}

export default async function MemberJobPage({ params }: Props) {
  const { occupation, id } = await params;
  const route = parseJobRoute(occupation, id);
  if (!route) notFound();
  return <JobRoutePage route={route} viewer="member" />;
}
