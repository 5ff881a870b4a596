import { HiringType, SalaryOption } from '@jobsite/domain/enums';
import type { JobCardJob } from '@jobsite/ui/job-card';
import { graphql } from '@/graphql/generated';
import type { JobCardFieldsFragment } from '@/graphql/generated/graphql';
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
    }
    companyImages {
      url
    }
  }
`);

/** Prefecture and municipality, e.g. 東京都江東区. */
export function placeOf(job: Pick<JobCardFieldsFragment, 'prefecture' | 'municipality'>): string {
  return `${job.prefecture.name}${job.municipality?.name ?? ''}`;
}

/** The badge of a member-only job (会員限定求人), on cards and on the job page. */
export const MEMBER_ONLY_BADGE = '会員限定';

/** The props of the design system's job card. */
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
  };
}
