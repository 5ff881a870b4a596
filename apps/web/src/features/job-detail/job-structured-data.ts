import { formatPostalCode } from '@jobsite/domain/formatters';
import { jobPostingJsonLd, textToHtml } from '@/lib/jobs/job-posting';
import { paths } from '@/lib/routes';
import { absoluteUrl, SITE_NAME, toAbsoluteUrl } from '@/lib/site';
import type { JobDetail } from './job-data';

/**
 * Whether a job page carries JobPosting (decision 0034): only a posting a visitor can see in
 * full and apply to. Closed (募集停止中) or unpublished (掲載終了) jobs, jobs past their
 * validThrough and member-only jobs (visitors see a teaser only, decision 0018) carry none.
 */
export function jobPostingEligible(
  job: Pick<
    JobDetail,
    'isPublished' | 'isHiring' | 'isMemberOnly' | 'company' | 'publishedAt' | 'validThrough'
  >,
  now: Date,
): boolean {
  if (!job.isPublished || !job.isHiring || job.isMemberOnly || !job.company) return false;
  if (!job.publishedAt) return false;
  return !job.validThrough || new Date(job.validThrough).getTime() > now.getTime();
}

/** The job's own title for JobPosting: the kind of work (summary 職種), not the ad headline. */
function postingTitle(job: JobDetail): string {
  return job.summaries.find((s) => s.title === '職種')?.body || job.occupation.name;
}

/** JobPosting of a job page, or null when the page must carry none. */
export function jobStructuredData(job: JobDetail, now: Date = new Date()) {
  if (!jobPostingEligible(job, now)) return null;
  const d = job.jobDetail;
  const description = [
    job.title,
    d.catchphrase,
    d.jobDescriptionOption,
    d.qualificationOption,
    d.workingTimeOption,
    d.holidayOption,
    d.welfareOption,
  ]
    .filter(Boolean)
    .map((text) => `<p>${textToHtml(text ?? '')}</p>`)
    .join('');
  const logo = job.company?.images[0]?.url ?? job.companyImages[0]?.url;
  const office = job.offices[0];
  const street = job.addressLine ?? office?.addressLine ?? null;
  return jobPostingJsonLd({
    id: job.id,
    title: postingTitle(job),
    description,
    publishedAt: job.publishedAt!,
    validThrough: job.validThrough ?? null,
    hiringType: job.hiringType,
    salaryOption: job.salaryOption,
    lowestSalary: job.lowestSalary,
    highestSalary: job.highestSalary,
    companyName: job.company!.name,
    companyUrl: absoluteUrl(paths.company(job.company!.id)),
    logoUrl: logo ? toAbsoluteUrl(logo) : null,
    zipCode: formatPostalCode(job.zipCode ?? office?.zipCode) || null,
    streetAddress: [street, job.buildingName].filter(Boolean).join(' ') || null,
    municipality: job.municipality?.name ?? null,
    prefecture: job.prefecture.name,
    url: absoluteUrl(paths.job(job.occupation.occupationNameEn, job.id)),
    // The entry form is on the job page's site (spec §2): applying starts from its URL.
    directApply: true,
    siteName: SITE_NAME,
  });
}
