import type { HiringType, SalaryOption } from '@jobsite/domain/enums';

/**
 * Google's employmentType for each hiring type (decision 0034). 契約社員 and 派遣 are
 * fixed-term: TEMPORARY; 業務委託 is a contractor, not an employee.
 */
export const EMPLOYMENT_TYPES: Record<HiringType, string> = {
  regular: 'FULL_TIME',
  contract: 'TEMPORARY',
  part_time: 'PART_TIME',
  dispatch: 'TEMPORARY',
  outsourcing: 'CONTRACTOR',
};

/** Google's QuantitativeValue unitText for each pay basis. */
export const SALARY_UNITS: Record<SalaryOption, string> = {
  monthly: 'MONTH',
  daily: 'DAY',
  hourly: 'HOUR',
  annual: 'YEAR',
};

/** A posting without a validThrough of its own (never the case after decision 0033) runs this long. */
export const JOB_POSTING_VALID_DAYS = 90;

export type JobPostingSource = {
  id: string;
  /** The job's own title (a job kind, e.g. 大型ドライバー): no place, pay or company. */
  title: string;
  /** HTML (paragraphs and line breaks). */
  description: string;
  publishedAt: string;
  /** ISO time; null: JOB_POSTING_VALID_DAYS after publishedAt. */
  validThrough: string | null;
  hiringType: HiringType;
  salaryOption: SalaryOption;
  lowestSalary: number;
  highestSalary: number | null;
  companyName: string;
  /** Absolute URL of the company's page. */
  companyUrl?: string;
  /** Absolute URL of the company's logo or image. */
  logoUrl?: string | null;
  zipCode?: string | null;
  streetAddress?: string | null;
  municipality?: string | null;
  prefecture: string;
  /** Absolute URL of the job page. */
  url: string;
  /** Applying happens on this site (the entry form): directApply. */
  directApply: boolean;
  /** The site's name, as the identifier's namespace. */
  siteName: string;
};

/**
 * JobPosting structured data with Google's required properties (title, description,
 * datePosted, hiringOrganization, jobLocation) and recommended ones (validThrough,
 * employmentType, baseSalary in JPY, identifier, directApply); URLs absolute (decision 0034).
 */
export function jobPostingJsonLd(job: JobPostingSource) {
  const validThrough =
    job.validThrough ??
    new Date(
      new Date(job.publishedAt).getTime() + JOB_POSTING_VALID_DAYS * 24 * 60 * 60 * 1000,
    ).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: new Date(job.publishedAt).toISOString(),
    validThrough: new Date(validThrough).toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.hiringType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.companyUrl ? { sameAs: job.companyUrl } : {}),
      ...(job.logoUrl ? { logo: job.logoUrl } : {}),
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
        ...(job.highestSalary && job.highestSalary > job.lowestSalary
          ? { minValue: job.lowestSalary, maxValue: job.highestSalary }
          : { value: job.lowestSalary }),
        unitText: SALARY_UNITS[job.salaryOption],
      },
    },
    identifier: { '@type': 'PropertyValue', name: job.siteName, value: job.id },
    url: job.url,
    directApply: job.directApply,
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
