import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH, MAX_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { jobSearchInputSchema, jobSearchParamsSchema } from './search';
import { errorsOf, parseOk } from './test-helpers';

describe('jobSearchParamsSchema', () => {
  it('fills defaults', () => {
    expect(parseOk(jobSearchParamsSchema, {})).toEqual({
      page: 1,
      per: PAGE_SIZES.jobs,
      sortType: 'published_at',
    });
  });

  it('trims the keyword and reads numbers from URL strings', () => {
    expect(
      parseOk(jobSearchParamsSchema, {
        query: { keyword: '\u3000大型 ドライバー ' },
        occupation: 'driver',
        page: '3',
        per: '50',
        sortType: 'highest_salary',
      }),
    ).toEqual({
      query: { keyword: '大型 ドライバー' },
      occupation: 'driver',
      page: 3,
      per: 50,
      sortType: 'highest_salary',
    });
  });

  it('accepts the boundaries', () => {
    const input = {
      query: { keyword: 'あ'.repeat(MAX_KEYWORD_LENGTH) },
      page: 1,
      per: MAX_PAGE_SIZE,
    };
    expect(parseOk(jobSearchParamsSchema, input).per).toBe(MAX_PAGE_SIZE);
  });

  it('rejects out-of-range and malformed values', () => {
    expect(
      errorsOf(jobSearchParamsSchema, {
        query: { keyword: 'あ'.repeat(MAX_KEYWORD_LENGTH + 1) },
        page: 0,
        per: MAX_PAGE_SIZE + 1,
        sortType: 'newest',
      }),
    ).toEqual({
      'query.keyword': '100文字以内で入力してください',
      page: 'ページ番号は1以上の整数で指定してください',
      per: '表示件数は1〜100の整数で指定してください',
      sortType: '選択してください',
    });
    expect(errorsOf(jobSearchParamsSchema, { page: 'abc', per: '1.5' })).toEqual({
      page: 'ページ番号は1以上の整数で指定してください',
      per: '表示件数は1〜100の整数で指定してください',
    });
  });
});

describe('jobSearchInputSchema', () => {
  it('outputs ids as numbers but keeps municipality codes as strings', () => {
    expect(
      parseOk(jobSearchInputSchema, {
        prefectureIds: ['1', '13'],
        municipalityIds: ['01100', '131016'],
        featureIds: ['51'],
        companyId: '9',
        hiringTypes: ['regular', 'part_time'],
        minimumMonthlySalary: 0,
      }),
    ).toEqual({
      prefectureIds: [1, 13],
      municipalityIds: ['01100', '131016'],
      featureIds: [51],
      companyId: 9,
      hiringTypes: ['regular', 'part_time'],
      minimumMonthlySalary: 0,
    });
  });

  it('rejects unknown prefectures, malformed codes, repeated and unknown choices', () => {
    expect(
      errorsOf(jobSearchInputSchema, {
        prefectureIds: ['48'],
        municipalityIds: ['1100'],
        hiringTypes: ['regular', 'regular'],
        occupationCategoryIds: ['x'],
        minimumMonthlySalary: -1,
        minimumAnnualSalary: 500_000_000,
        publishedWithinDays: 0,
        shift: 'evening',
      }),
    ).toEqual({
      'prefectureIds.0': '都道府県を選択してください',
      'municipalityIds.0': '市区町村を選択してください',
      hiringTypes: '同じ項目が重複しています',
      'occupationCategoryIds.0': '選択してください',
      minimumMonthlySalary: '給与は0〜10,000,000円の整数で指定してください',
      minimumAnnualSalary: '給与は0〜120,000,000円の整数で指定してください',
      publishedWithinDays: '掲載日数は1〜365の整数で指定してください',
      shift: '選択してください',
    });
  });
});
