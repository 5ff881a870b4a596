import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import { parseListRoute } from '@/lib/routes';

/**
 * The occupation lists as every visitor sees them (`/driver`, `/driver/tokyo/`,
 * `/driver/tokyo/13101/`, `/driver/tokyo/feature_51`, `/driver/feature/51`, with the proxy's
 * query segment); anything else under an occupation but job detail is a 404. Rendered on the
 * first request, then served from the cache (ISR); members' renderings: member-view.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ occupation: string; rest: string[] }> {
  return [];
}

type Props = { params: Promise<{ occupation: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { occupation, rest } = await params;
  const route = parseListRoute(occupation, rest);
  return route ? listMetadata(route.scope, route.query) : {};
}

export default async function ListPage({ params }: Props) {
  const { occupation, rest } = await params;
  const route = parseListRoute(occupation, rest);
  if (!route) notFound();
  return <JobListView scope={route.scope} query={route.query} />;
}
