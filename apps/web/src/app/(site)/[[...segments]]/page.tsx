import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { HomeView } from '@/features/home/HomeView';
import { JobDetailView } from '@/features/job-detail/JobDetailView';
import { loadJob } from '@/features/job-detail/job-data';
import { jobMetadata } from '@/features/job-detail/job-metadata';
import { JobListView } from '@/features/job-list/JobListView';
import { listMetadata } from '@/features/job-list/list-metadata';
import { parseSiteRoute } from '@/lib/routes';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

/**
 * The home page, the occupation lists (`/driver`, `/driver/tokyo/`, `/driver/tokyo/13101/`,
 * `/driver/tokyo/feature_51`, `/driver/feature/51`) and job detail (`/driver/job/123`).
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
    case 'job': {
      const job = await loadJob(route.jobId);
      return job ? jobMetadata(job) : {};
    }
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
    case 'job': {
      const job = await loadJob(route.jobId);
      if (!job) notFound();
      // One URL per job: a wrong occupation in the path goes to the right one.
      if (job.occupation.occupationNameEn !== route.occupation.occupationNameEn) {
        permanentRedirect(`/${job.occupation.occupationNameEn}/job/${job.id}`);
      }
      return <JobDetailView job={job} />;
    }
  }
}
