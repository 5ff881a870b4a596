import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, textToHtml } from './job-posting';

describe('JobPosting structured data', () => {
  const base = {
    id: '42',
    title: '大型ドライバー',
    description: '<p>配送</p>',
    publishedAt: '2025-04-01T00:30:00Z',
    validThrough: '2025-08-01T00:30:00Z',
    hiringType: 'regular' as const,
    salaryOption: 'monthly' as const,
    lowestSalary: 250000,
    highestSalary: 400000,
    companyName: '株式会社テスト運輸',
    zipCode: '135-0061',
    streetAddress: '豊洲1-1-1',
    municipality: '江東区',
    prefecture: '東京都',
    url: 'https://site.example/driver/job/42',
    directApply: true,
    siteName: '現場ジョブ',
  };

  it('has the properties Google asks for, salary in JPY per month', () => {
    const data = jobPostingJsonLd(base);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: '大型ドライバー',
      datePosted: '2025-04-01T00:30:00.000Z',
      validThrough: '2025-08-01T00:30:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: '株式会社テスト運輸' },
      jobLocation: {
        address: { addressRegion: '東京都', addressLocality: '江東区', addressCountry: 'JP' },
      },
      baseSalary: {
        currency: 'JPY',
        value: { minValue: 250000, maxValue: 400000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: '現場ジョブ', value: '42' },
      directApply: true,
    });
  });

  it('gives a single value without an upper figure, maps pay bases, defaults validThrough', () => {
    const data = jobPostingJsonLd({
      ...base,
      highestSalary: null,
      validThrough: null,
      salaryOption: 'hourly',
      hiringType: 'part_time',
    });
    expect(data.baseSalary.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 250000,
      unitText: 'HOUR',
    });
    expect(data.employmentType).toBe('PART_TIME');
    expect(Date.parse(data.validThrough)).toBeGreaterThan(Date.parse(base.publishedAt));
  });

  it('turns plain text into escaped HTML with line breaks', () => {
    expect(textToHtml('a<b>\nc')).toBe('a&lt;b&gt;<br>c');
  });
});
