import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, textToHtml } from './job-posting';

describe('JobPosting structured data', () => {
  const base = {
    id: '42',
    title: '大型ドライバー',
    description: '<p>配送</p>',
    createdAt: '2025-04-01T00:30:00Z',
    editedAt: '2025-05-01T00:00:00Z',
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
  };

  it('has the properties Google asks for, salary in JPY per month', () => {
    const data = jobPostingJsonLd(base);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: '大型ドライバー',
      datePosted: '2025-04-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: '株式会社テスト運輸' },
      jobLocation: {
        address: { addressRegion: '東京都', addressLocality: '江東区', addressCountry: 'JP' },
      },
      baseSalary: {
        currency: 'JPY',
        value: { minValue: 250000, maxValue: 400000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', value: '42' },
    });
    expect(new Date(data.validThrough).getTime()).toBeGreaterThan(
      new Date(base.editedAt).getTime(),
    );
  });

  it('gives a single value without an upper figure and maps pay bases', () => {
    const data = jobPostingJsonLd({
      ...base,
      highestSalary: null,
      salaryOption: 'hourly',
      hiringType: 'part_time',
    });
    expect(data.baseSalary.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 250000,
      unitText: 'HOUR',
    });
    expect(data.employmentType).toBe('PART_TIME');
  });

  it('turns plain text into escaped HTML with line breaks', () => {
    expect(textToHtml('a<b>\nc')).toBe('a&lt;b&gt;<br>c');
  });
});
