import { describe, expect, it } from 'vitest';
import { SALARY_CHOICES } from '../masters';
import {
  personalityAndRequirementsSchema,
  personalitySchema,
  requirementsSchema,
  salaryRangeSchema,
} from './personality-and-requirements';
import { errorsOf, parseOk } from './test-helpers';

const personality = {
  experienceCompanyNum: 2,
  interestOrHobby: '釣り',
  speciality: '大型免許',
  selfPr: '無事故無違反10年です。',
};

const requirements = {
  desiredJobChangeTiming: 'within_three_months',
  desiredWorkingHours: 'day',
  salaryRange: { lowest: 250000, highest: 350000 },
  desiredCarIds: [51, 52],
  desiredParticularConditionIds: [],
  desiredWorkplaceStrengthIds: [3],
};

describe('salaryRangeSchema', () => {
  it('accepts every amount of SALARY_CHOICES', () => {
    for (const { value } of SALARY_CHOICES) {
      expect(parseOk(salaryRangeSchema, { lowest: value, highest: value })).toEqual({
        lowest: value,
        highest: value,
      });
    }
  });

  it('accepts ranges that are open-ended or empty', () => {
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

describe('personalitySchema', () => {
  it('accepts complete answers and a self PR of 1000 characters', () => {
    expect(parseOk(personalitySchema, personality)).toEqual(personality);
    expect(parseOk(personalitySchema, { selfPr: 'あ'.repeat(1000) }).selfPr).toHaveLength(1000);
  });

  it('rejects invalid answers', () => {
    expect(
      errorsOf(personalitySchema, { experienceCompanyNum: -1, selfPr: 'あ'.repeat(1001) }),
    ).toEqual({
      experienceCompanyNum: '0〜99の数字で入力してください',
      selfPr: '1000文字以内で入力してください',
    });
  });
});

describe('requirementsSchema', () => {
  it('accepts complete wishes, ids given as GraphQL strings', () => {
    expect(parseOk(requirementsSchema, { ...requirements, desiredCarIds: ['51', '52'] })).toEqual(
      requirements,
    );
  });

  it('accepts wishes left open', () => {
    expect(parseOk(requirementsSchema, {})).toEqual({});
    expect(parseOk(requirementsSchema, { salaryRange: null, desiredCarIds: null })).toEqual({
      salaryRange: null,
      desiredCarIds: null,
    });
  });

  it('rejects invalid wishes', () => {
    expect(
      errorsOf(requirementsSchema, {
        desiredJobChangeTiming: 'someday',
        desiredWorkingHours: 'evening',
        desiredCarIds: [51, 51],
      }),
    ).toEqual({
      desiredJobChangeTiming: '選択してください',
      desiredWorkingHours: '選択してください',
      desiredCarIds: '同じ項目が重複しています',
    });
  });
});

describe('personalityAndRequirementsSchema', () => {
  it('accepts both parts, one part or neither', () => {
    expect(parseOk(personalityAndRequirementsSchema, { personality, requirements })).toEqual({
      personality,
      requirements,
    });
    expect(parseOk(personalityAndRequirementsSchema, { personality })).toEqual({ personality });
    expect(parseOk(personalityAndRequirementsSchema, { requirements: null })).toEqual({
      requirements: null,
    });
  });

  it('reports errors under their nested paths', () => {
    expect(
      errorsOf(personalityAndRequirementsSchema, {
        personality: { ...personality, experienceCompanyNum: 100 },
        requirements: { ...requirements, salaryRange: { lowest: 400000, highest: 200000 } },
      }),
    ).toEqual({
      'personality.experienceCompanyNum': '0〜99の数字で入力してください',
      'requirements.salaryRange.highest': '上限は下限以上の金額を選択してください',
    });
  });
});
