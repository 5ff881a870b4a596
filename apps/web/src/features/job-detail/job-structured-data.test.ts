import { HiringType, SalaryOption } from '@jobsite/domain/enums';
import { describe, expect, it } from 'vitest';
import { type Json, validateJobPosting } from '@/lib/seo/job-posting-rules';
import type { JobDetail } from './job-data';
import { jobStructuredData } from './job-structured-data';

const NOW = new Date('2026-03-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A job page's data as the api answers it (only what structured data reads matters). */
function jobPage(id: number, overrides: Partial<JobDetail> = {}): JobDetail {
  const hiringType = HiringType.values[id % HiringType.values.length]!;
  const salaryOption = SalaryOption.values[id % SalaryOption.values.length]!;
  return {
    id: String(id),
    title: `【江東区】大型ドライバー（月給30万円以上）`,
    addressLine: '豊洲1-2-3',
    buildingName: id % 2 ? 'テストビル5F' : null,
    zipCode: '1350061',
    highestSalary: id % 3 ? 400000 : null,
    lowestSalary: 250000,
    salaryOption,
    hiringType,
    contractCategory: null,
    createdAt: new Date(NOW.getTime() - 30 * DAY).toISOString(),
    editedAt: new Date(NOW.getTime() - 2 * DAY).toISOString(),
    publishedAt: new Date(NOW.getTime() - 20 * DAY).toISOString(),
    validThrough: new Date(NOW.getTime() + 100 * DAY).toISOString(),
    closedAt: null,
    interviewVideoUrl: null,
    isPublished: true,
    isHellowork: false,
    isHiring: true,
    isMemberOnly: false,
    companyImages: [{ url: '/images/placeholder/company-1.svg', alt: null }],
    company: {
      id: '7',
      name: '株式会社テスト運輸',
      addressLine: null,
      publishedJobCount: 3,
      images: id % 2 ? [{ url: '/images/placeholder/logo-1.svg' }] : [],
      companyDetail: null,
    },
    offices: [],
    features: [],
    prefecture: { name: '東京都', prefectureEnName: 'tokyo' },
    municipality: { id: '13108', name: '江東区' },
    occupation: { id: '1', name: 'ドライバー', occupationNameEn: 'driver' },
    workingTimes: [],
    jobDetail: {
      catchphrase: '地場配送で毎日帰れる',
      jobDescriptionOption: '4tトラックで<食品>を配送します。\n積み下ろしはカゴ台車です。',
      qualificationOption: '中型免許',
      welfareOption: '社会保険完備',
      workingTimeOption: '8:00〜17:00',
      holidayOption: '週休2日制',
    },
    appealPoints: [],
    summaries: [{ title: '職種', body: '大型ドライバー' }],
    articleSections: [],
    jobSeekerComments: [],
    nearDistanceJobs: [],
    recommendJobs: [],
    ...overrides,
  } as unknown as JobDetail;
}

describe('JobPosting of job pages against Google’s rules (decision 0034)', () => {
  // Every hiring type and pay basis, with and without an upper figure, logo, building.
  const sample = Array.from({ length: 30 }, (_, i) => jobPage(i + 1));

  it.each(sample.map((job) => [job.id, job] as const))('job %s is valid', (_id, job) => {
    const data = jobStructuredData(job, NOW);
    expect(data).not.toBeNull();
    expect(validateJobPosting(data as unknown as Json, NOW)).toEqual([]);
  });

  it('gives absolute URLs, the full address, the posting’s own title and direct apply', () => {
    const data = jobStructuredData(jobPage(1), NOW)!;
    expect(data.title).toBe('大型ドライバー');
    expect(data.hiringOrganization.logo).toMatch(
      /^https?:\/\/.+\/images\/placeholder\/logo-1\.svg$/,
    );
    expect(data.hiringOrganization.sameAs).toMatch(/^https?:\/\/.+\/company\/7/);
    expect(data.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '豊洲1-2-3 テストビル5F',
      addressLocality: '江東区',
      addressRegion: '東京都',
      postalCode: '135-0061',
      addressCountry: 'JP',
    });
    expect(data.datePosted).toBe(new Date(NOW.getTime() - 20 * DAY).toISOString());
    expect(data.validThrough).toBe(new Date(NOW.getTime() + 100 * DAY).toISOString());
    expect(data.directApply).toBe(true);
    // Text is escaped into the description's HTML.
    expect(data.description).toContain('&lt;食品&gt;');
  });

  it('maps every hiring type and pay basis to Google’s values', () => {
    const seen = new Set(sample.map((job) => jobStructuredData(job, NOW)!.employmentType));
    expect([...seen].sort()).toEqual(['CONTRACTOR', 'FULL_TIME', 'PART_TIME', 'TEMPORARY']);
    const units = new Set(
      sample.map((job) => jobStructuredData(job, NOW)!.baseSalary.value.unitText),
    );
    expect([...units].sort()).toEqual(['DAY', 'HOUR', 'MONTH', 'YEAR']);
  });

  it('gives none for member-only, closed, unpublished or lapsed jobs', () => {
    expect(jobStructuredData(jobPage(2, { isMemberOnly: true }), NOW)).toBeNull();
    expect(
      jobStructuredData(
        jobPage(3, {
          isHiring: false,
          closedAt: new Date(NOW.getTime() - DAY).toISOString(),
          validThrough: new Date(NOW.getTime() - DAY).toISOString(),
        }),
        NOW,
      ),
    ).toBeNull();
    expect(jobStructuredData(jobPage(4, { isPublished: false }), NOW)).toBeNull();
    expect(
      jobStructuredData(
        jobPage(5, { validThrough: new Date(NOW.getTime() - 1).toISOString() }),
        NOW,
      ),
    ).toBeNull();
    expect(jobStructuredData(jobPage(6, { company: null }), NOW)).toBeNull();
  });

  it('the validator catches what Google rejects', () => {
    const data = jobStructuredData(jobPage(1), NOW)! as unknown as Json;
    const broken = {
      ...data,
      title: '【東京都】ドライバー 月給30万円',
      validThrough: '2026-02-01',
      hiringOrganization: { '@type': 'Organization', name: 'x', logo: '/logo.svg' },
      employmentType: 'SEISHAIN',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'JPY',
        value: { '@type': 'QuantitativeValue', value: 1, unitText: 'SHIFT' },
      },
    };
    const problems = validateJobPosting(broken, NOW);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/title names pay/),
        'validThrough has passed',
        'logo is not absolute',
        expect.stringMatching(/employmentType/),
        'unitText SHIFT',
      ]),
    );
  });
});
