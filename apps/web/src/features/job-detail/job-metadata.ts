import { truncate } from '@jobsite/domain/formatters';
import type { Metadata } from 'next';
import { paths } from '@/lib/routes';
import type { JobDetail } from './job-data';
import { salaryText } from './job-requirements';

/** Title (job, place, company), description and canonical of a job page. */
export function jobMetadata(job: JobDetail): Metadata {
  const place = `${job.prefecture.name}${job.municipality?.name ?? ''}`;
  const company = job.company ? `｜${job.company.name}` : '';
  const summary =
    job.jobDetail.catchphrase ?? job.jobDetail.jobDescriptionOption ?? job.occupation.name;
  const path = paths.job(job.occupation.occupationNameEn, job.id);
  return {
    title: `${job.title}（${place}）${company}`,
    description: truncate(
      `${place}の${job.occupation.name}の求人。${salaryText(job)}。${summary}`,
      120,
    ),
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      url: path,
      title: job.title,
      images: job.companyImages[0] ? [{ url: job.companyImages[0].url }] : undefined,
    },
    robots: job.isPublished ? undefined : { index: false, follow: true },
  };
}
