import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH, MAX_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { jobSearchParamsSchema } from './search';
import { errorsOf, parseOk } from './test-helpers';

describe('jobSearchParamsSchema', () => {
  it('fills defaults', () => {
    expect(parseOk(jobSearchParamsSchema, {})).toEqual({
      page: 1,
      per: PAGE_SIZES.jobs,
      sort: 'published_at',
    });
  });

  it('trims the keyword and reads numbers from URL strings', () => {
    expect(
      parseOk(jobSearchParamsSchema, {
        keyword: '\u3000大型 ドライバー ',
        page: '3',
        per: '50',
        sort: 'highest_salary',
      }),
    ).toEqual({ keyword: '大型 ドライバー', page: 3, per: 50, sort: 'highest_salary' });
  });

  it('accepts the boundaries', () => {
    const input = { keyword: 'あ'.repeat(MAX_KEYWORD_LENGTH), page: 1, per: MAX_PAGE_SIZE };
    expect(parseOk(jobSearchParamsSchema, input).per).toBe(MAX_PAGE_SIZE);
  });

  it('rejects out-of-range and malformed values', () => {
    expect(
      errorsOf(jobSearchParamsSchema, {
        keyword: 'あ'.repeat(MAX_KEYWORD_LENGTH + 1),
        page: 0,
        per: MAX_PAGE_SIZE + 1,
        sort: 'newest',
      }),
    ).toEqual({
      keyword: '100文字以内で入力してください',
      page: 'ページ番号は1以上の整数で指定してください',
      per: '表示件数は1〜100の整数で指定してください',
      sort: '選択してください',
    });
    expect(errorsOf(jobSearchParamsSchema, { page: 'abc', per: '1.5' })).toEqual({
      page: 'ページ番号は1以上の整数で指定してください',
      per: '表示件数は1〜100の整数で指定してください',
    });
  });
});
