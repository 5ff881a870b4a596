import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeView } from '@/features/home/HomeView';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import { JobRoutePage, jobPageMetadata } from '@/features/member-only/job-page';
import { parseSiteRoute } from '@/lib/routes';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

/**
 * The home page, the occupation lists (`/driver`, `/driver/tokyo/`, `/driver/tokyo/13101/`,
 * `/driver/tokyo/feature_51`, `/driver/feature/51`) and job detail (`/driver/job/123`), as
 * every visitor sees them (members' renderings: app/(site)/member-view).
 * One optional catch-all so that all of them, the home page included, are rendered on their
 * first request and then served from the cache (ISR) — none needs the BFF at build time.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ segments: string[] }> {
  return [];
}

type Props = { params: Promise<{ segments?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseSiteRoute((await params).segments);
  if (!route) return {};
  switch (route.kind) {
    case 'home':
      return {
        title: { absolute: `${SITE_NAME} | ドライバー・建設・技能職の求人サイト` },
        description: SITE_DESCRIPTION,
        alternates: { canonical: '/' },
      };
    case 'list':
      return listMetadata(route.scope, route.query);
    case 'job':
      return jobPageMetadata(route, 'visitor');
  }
}

export default async function SitePage({ params }: Props) {
  const route = parseSiteRoute((await params).segments);
  if (!route) notFound();
  switch (route.kind) {
    case 'home':
      return <HomeView />;
    case 'list':
      return <JobListView scope={route.scope} query={route.query} />;
    case 'job':
      // The visitor rendering: a member-only job shows its locked page (members get theirs
      // through the proxy's member view, docs/decisions/0018).
      return <JobRoutePage route={route} viewer="visitor" />;
  }
}
