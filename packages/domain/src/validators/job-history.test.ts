import { describe, expect, it } from 'vitest';
import { jobHistoriesSchema, jobHistorySchema } from './job-history';
import { atFixedNow, errorsOf, parseOk } from './test-helpers';

// "Now" is June 2025 in Japan.
atFixedNow();

const history = {
  occupationId: 1,
  companyName: '株式会社山田運送',
  companyBusinessDetail: '一般貨物運送',
  joinedYear: 2015,
  joinedMonth: 4,
  retiredYear: 2020,
  retiredMonth: 3,
  employmentType: 'regular',
  jobDescription: '4tトラックでの地場配送',
};

describe('jobHistorySchema', () => {
  it('accepts a finished job', () => {
    expect(parseOk(jobHistorySchema, history)).toEqual(history);
  });

  it('accepts a current job without a retirement date', () => {
    const { retiredYear: _y, retiredMonth: _m, ...current } = history;
    expect(
      parseOk(jobHistorySchema, { ...current, joinedYear: 2025, joinedMonth: 6 }),
    ).toMatchObject({ joinedYear: 2025, joinedMonth: 6 });
    expect(
      parseOk(jobHistorySchema, { ...history, retiredYear: null, retiredMonth: null }),
    ).toBeTruthy();
  });

  it('accepts another occupation instead of an occupation id', () => {
    const input = { ...history, occupationId: null, otherOccupationName: '警備員' };
    expect(parseOk(jobHistorySchema, input).otherOccupationName).toBe('警備員');
  });

  it('accepts leaving in the month of joining', () => {
    const input = { ...history, retiredYear: 2015, retiredMonth: 4 };
    expect(parseOk(jobHistorySchema, input).retiredMonth).toBe(4);
  });

  it('requires an occupation or another occupation name', () => {
    expect(
      errorsOf(jobHistorySchema, { ...history, occupationId: undefined, otherOccupationName: ' ' }),
    ).toEqual({ occupationId: '職種を選択するか、その他の職種を入力してください' });
  });

  it('rejects retiring before joining', () => {
    expect(errorsOf(jobHistorySchema, { ...history, retiredYear: 2015, retiredMonth: 3 })).toEqual({
      retiredYear: '退職年月は入社年月以降を選択してください',
    });
  });

  it('rejects dates in the future', () => {
    expect(errorsOf(jobHistorySchema, { ...history, retiredYear: 2025, retiredMonth: 7 })).toEqual({
      retiredYear: '退職年月は現在までの年月を選択してください',
    });
    expect(
      errorsOf(jobHistorySchema, {
        ...history,
        joinedYear: 2025,
        joinedMonth: 7,
        retiredYear: null,
        retiredMonth: null,
      }),
    ).toEqual({ joinedYear: '入社年月は現在までの年月を選択してください' });
  });

  it('requires both parts of the retirement date', () => {
    expect(errorsOf(jobHistorySchema, { ...history, retiredMonth: undefined })).toEqual({
      retiredMonth: '退職年月は年と月の両方を選択してください',
    });
    expect(errorsOf(jobHistorySchema, { ...history, retiredYear: null })).toEqual({
      retiredYear: '退職年月は年と月の両方を選択してください',
    });
  });

  it('rejects invalid fields', () => {
    expect(
      errorsOf(jobHistorySchema, {
        ...history,
        companyName: '',
        joinedMonth: 13,
        employmentType: 'temp',
        jobDescription: 'あ'.repeat(2001),
      }),
    ).toEqual({
      companyName: '入力してください',
      joinedMonth: '月を選択してください',
      employmentType: '選択してください',
      jobDescription: '2000文字以内で入力してください',
    });
  });
});

describe('jobHistoriesSchema', () => {
  it('accepts an empty list and a list of histories', () => {
    expect(parseOk(jobHistoriesSchema, { jobHistories: [] })).toEqual({ jobHistories: [] });
    expect(
      parseOk(jobHistoriesSchema, { jobHistories: [history, history] }).jobHistories,
    ).toHaveLength(2);
  });

  it('reports errors with the index of the history', () => {
    expect(
      errorsOf(jobHistoriesSchema, { jobHistories: [history, { ...history, companyName: '' }] }),
    ).toEqual({ 'jobHistories.1.companyName': '入力してください' });
  });

  it('rejects more than 20 histories and a missing list', () => {
    expect(
      errorsOf(jobHistoriesSchema, { jobHistories: Array.from({ length: 21 }, () => history) }),
    ).toEqual({ jobHistories: '職歴は20件まで登録できます' });
    expect(errorsOf(jobHistoriesSchema, {})).toEqual({ jobHistories: '職歴を入力してください' });
  });
});
