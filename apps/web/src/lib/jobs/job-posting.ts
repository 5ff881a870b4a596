import type { HiringType, SalaryOption } from '@jobsite/domain/enums';
import { toJstDateString } from '@jobsite/domain/formatters';

/** schema.org employmentType for each hiring type. */
const EMPLOYMENT_TYPES: Record<HiringType, string> = {
  regular: 'FULL_TIME',
  contract: 'TEMPORARY',
  part_time: 'PART_TIME',
  dispatch: 'TEMPORARY',
  outsourcing: 'CONTRACTOR',
};

/** schema.org QuantitativeValue unitText for each pay basis. */
const SALARY_UNITS: Record<SalaryOption, string> = {
  monthly: 'MONTH',
  daily: 'DAY',
  hourly: 'HOUR',
  annual: 'YEAR',
};

/** A posting stays valid this long after its last edit unless it closes first. */
export const JOB_POSTING_VALID_DAYS = 90;

export type JobPostingSource = {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  editedAt: string;
  hiringType: HiringType;
  salaryOption: SalaryOption;
  lowestSalary: number;
  highestSalary: number | null;
  companyName: string;
  companyUrl?: string;
  zipCode?: string | null;
  streetAddress?: string | null;
  municipality?: string | null;
  prefecture: string;
  url: string;
  imageUrl?: string | null;
};

/**
 * JobPosting structured data (Google's required and recommended properties): title,
 * description, datePosted, validThrough, hiringOrganization, jobLocation, employmentType,
 * baseSalary in JPY and identifier.
 */
export function jobPostingJsonLd(job: JobPostingSource) {
  const validThrough = new Date(
    new Date(job.editedAt).getTime() + JOB_POSTING_VALID_DAYS * 24 * 60 * 60 * 1000,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: toJstDateString(job.createdAt),
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.hiringType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.companyUrl ? { sameAs: job.companyUrl } : {}),
      ...(job.imageUrl ? { logo: job.imageUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.streetAddress ? { streetAddress: job.streetAddress } : {}),
        ...(job.municipality ? { addressLocality: job.municipality } : {}),
        addressRegion: job.prefecture,
        ...(job.zipCode ? { postalCode: job.zipCode } : {}),
        addressCountry: 'JP',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.highestSalary
          ? { minValue: job.lowestSalary, maxValue: job.highestSalary }
          : { value: job.lowestSalary }),
        unitText: SALARY_UNITS[job.salaryOption],
      },
    },
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    url: job.url,
    directApply: false,
  };
}

/** Plain text with line breaks as the HTML the description property allows. */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, '<br>');
}
