import { HiringType, SalaryOption } from '@jobsite/domain/enums';
import { formatJstDate, formatWorkingTime } from '@jobsite/domain/formatters';
import type { JobCardJob } from '@jobsite/ui/job-card';
import { graphql } from '@/graphql/generated';
import type { JobCardFieldsFragment } from '@/graphql/generated/graphql';
import { NEW_WITHIN_DAYS } from '../list-query';
import { paths } from '../routes';

/**
 * What a job card shows; every list query spreads it by name (codegen reads the fragment here).
 * @public
 */
export const JobCardFields = graphql(`
  fragment JobCardFields on Job {
    id
    title
    lowestSalary
    highestSalary
    salaryOption
    hiringType
    isHiring
    isMemberOnly
    addressLine
    company {
      id
      name
    }
    prefecture {
      name
    }
    municipality {
      name
    }
    occupation {
      occupationNameEn
    }
    features {
      id
      name
    }
    jobDetail {
      catchphrase
      jobDescriptionOption
      holidayOption
    }
    companyImages {
      url
    }
    publishedAt
    workingTimes {
      attendanceTime
      leaveTime
    }
  }
`);

/** Prefecture and municipality, e.g. 東京都江東区. */
export function placeOf(job: Pick<JobCardFieldsFragment, 'prefecture' | 'municipality'>): string {
  return `${job.prefecture.name}${job.municipality?.name ?? ''}`;
}

/** The badge of a member-only job (会員限定求人), on cards and on the job page. */
export const MEMBER_ONLY_BADGE = '会員限定';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Published within NEW_WITHIN_DAYS before `now`: the card's NEW, the same window as the 新着
 * filter (publication dates follow the catalogue's clock, decision 0033).
 */
export function isNewJob(publishedAt: string | null | undefined, now: Date): boolean {
  if (!publishedAt) return false;
  const age = now.getTime() - new Date(publishedAt).getTime();
  return age >= 0 && age < NEW_WITHIN_DAYS * DAY_MS;
}

/** The props of the design system's job card; NEW as of the render. */
export function toJobCard(job: JobCardFieldsFragment): JobCardJob {
  return {
    id: job.id,
    title: job.title,
    href: paths.job(job.occupation.occupationNameEn, job.id),
    companyName: job.company?.name,
    lowestSalary: job.lowestSalary,
    highestSalary: job.highestSalary,
    salaryOption: SalaryOption.labels[job.salaryOption],
    place: placeOf(job),
    employmentLabel: HiringType.labels[job.hiringType],
    features: job.features,
    description: job.jobDetail.jobDescriptionOption ?? job.jobDetail.catchphrase,
    imageUrl: job.companyImages[0]?.url ?? null,
    isHiring: job.isHiring,
    badges: job.isMemberOnly ? [MEMBER_ONLY_BADGE] : [],
    hours: job.workingTimes
      .map((time) => formatWorkingTime(time.attendanceTime, time.leaveTime))
      .join(' / '),
    holidays: job.jobDetail.holidayOption?.split('\n')[0]?.trim() || null,
    publishedOn: job.publishedAt ? formatJstDate(job.publishedAt) : null,
    isNew: isNewJob(job.publishedAt, new Date()),
  };
}
