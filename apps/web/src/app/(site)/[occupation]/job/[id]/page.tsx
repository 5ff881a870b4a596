import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobRoutePage, jobPageMetadata } from '@/features/member-only/job-page';
import { parseJobRoute } from '@/lib/routes';

/**
 * Job detail (`/{occupation}/job/{id}`) as every visitor sees it: a member-only job shows its
 * locked page (members get theirs through the proxy's member view, docs/decisions/0018).
 * Rendered on the first request, then served from the cache (ISR).
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ occupation: string; id: string }> {
  return [];
}

type Props = { params: Promise<{ occupation: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { occupation, id } = await params;
  const route = parseJobRoute(occupation, id);
  return route ? jobPageMetadata(route, 'visitor') : {};
}

export default async function JobPage({ params }: Props) {
  const { occupation, id } = await params;
  const route = parseJobRoute(occupation, id);
  if (!route) notFound();
  return <JobRoutePage route={route} viewer="visitor" />;
}
