import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basicInformationSchema } from './basic-information';
import { errorsOf, FIXED_NOW, parseOk } from './test-helpers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const valid = {
  name: '佐藤 花子',
  furigana: 'サトウ ハナコ',
  birthYear: 1990,
  gender: 'female',
  zipCode: '0600001',
  prefectureCode: 1,
  employmentStatus: 'unemployed',
  detail: { numberOfDependents: 2, hasSpouse: true },
};

describe('basicInformationSchema', () => {
  it('accepts complete basics', () => {
    expect(parseOk(basicInformationSchema, valid)).toEqual(valid);
  });

  it('accepts 0 and 20 dependents', () => {
    for (const numberOfDependents of [0, 20]) {
      const input = { ...valid, detail: { numberOfDependents, hasSpouse: false } };
      expect(parseOk(basicInformationSchema, input).detail.numberOfDependents).toBe(
        numberOfDependents,
      );
    }
  });

  it('rejects invalid details under their nested paths', () => {
    expect(
      errorsOf(basicInformationSchema, {
        ...valid,
        detail: { numberOfDependents: 21, hasSpouse: 'yes' },
      }),
    ).toEqual({
      'detail.numberOfDependents': '0〜20の数字で入力してください',
      'detail.hasSpouse': '選択してください',
    });
    expect(errorsOf(basicInformationSchema, { ...valid, detail: undefined })).toEqual({
      detail: '入力してください',
    });
  });

  it('rejects an implausible birth year and a bad prefecture', () => {
    expect(
      errorsOf(basicInformationSchema, { ...valid, birthYear: 1800, prefectureCode: 0 }),
    ).toEqual({
      birthYear: '生まれ年を正しく選択してください',
      prefectureCode: '都道府県を選択してください',
    });
  });
});
