import { describe, expect, it } from 'vitest';
import {
  personalityAndRequirementsSchema,
  salaryRangeSchema,
} from './personality-and-requirements';
import { errorsOf, parseOk } from './test-helpers';

const valid = {
  desiredJobChangeTiming: 'within_three_months',
  desiredWorkingHours: 'day',
  salaryRange: { lowest: 250000, highest: 350000 },
  desiredCarIds: [51, 52],
  desiredParticularConditionIds: [],
  desiredWorkplaceStrengthIds: [3],
  experienceCompanyNum: 2,
  interestOrHobby: '釣り',
  speciality: '大型免許',
  selfPr: '無事故無違反10年です。',
};

describe('salaryRangeSchema', () => {
  it('accepts ranges from the salary choices, equal or open-ended', () => {
    expect(parseOk(salaryRangeSchema, { lowest: 200000, highest: 400000 })).toEqual({
      lowest: 200000,
      highest: 400000,
    });
    expect(parseOk(salaryRangeSchema, { lowest: 300000, highest: 300000 })).toBeTruthy();
    expect(parseOk(salaryRangeSchema, { lowest: 300000, highest: null })).toBeTruthy();
    expect(parseOk(salaryRangeSchema, {})).toEqual({});
  });

  it('rejects amounts outside the choices', () => {
    expect(errorsOf(salaryRangeSchema, { lowest: 210000, highest: 500000 })).toEqual({
      lowest: '希望給与を選択してください',
      highest: '希望給与を選択してください',
    });
  });

  it('rejects a lowest above the highest', () => {
    expect(errorsOf(salaryRangeSchema, { lowest: 350000, highest: 250000 })).toEqual({
      highest: '上限は下限以上の金額を選択してください',
    });
  });
});

describe('personalityAndRequirementsSchema', () => {
  it('accepts complete answers', () => {
    expect(parseOk(personalityAndRequirementsSchema, valid)).toEqual(valid);
  });

  it('accepts a self PR of 1000 characters and missing optional answers', () => {
    const input = {
      ...valid,
      selfPr: 'あ'.repeat(1000),
      experienceCompanyNum: null,
      interestOrHobby: undefined,
    };
    expect(parseOk(personalityAndRequirementsSchema, input).selfPr).toHaveLength(1000);
  });

  it('rejects invalid answers', () => {
    expect(
      errorsOf(personalityAndRequirementsSchema, {
        ...valid,
        desiredJobChangeTiming: 'someday',
        desiredWorkingHours: 'evening',
        desiredCarIds: [51, 51],
        experienceCompanyNum: -1,
        selfPr: 'あ'.repeat(1001),
      }),
    ).toEqual({
      desiredJobChangeTiming: '選択してください',
      desiredWorkingHours: '選択してください',
      desiredCarIds: '同じ項目が重複しています',
      experienceCompanyNum: '0〜99の数字で入力してください',
      selfPr: '1000文字以内で入力してください',
    });
  });

  it('reports the salary range under its nested path', () => {
    expect(
      errorsOf(personalityAndRequirementsSchema, {
        ...valid,
        salaryRange: { lowest: 400000, highest: 200000 },
      }),
    ).toEqual({ 'salaryRange.highest': '上限は下限以上の金額を選択してください' });
  });
});
