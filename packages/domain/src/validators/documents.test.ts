import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { careerSheetSchema, resumeSchema } from './documents';
import { errorsOf, FIXED_NOW, parseOk } from './test-helpers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const jobHistory = {
  occupationId: 1,
  companyName: '株式会社山田運送',
  joinedYear: 2015,
  joinedMonth: 4,
  employmentType: 'regular',
};

const resume = {
  name: '運送会社向け',
  reason: '長距離輸送の経験を活かしたいため',
  userName: '山田 太郎',
  gender: 'male',
  birthYear: 1985,
  zipCode: '1000001',
  numberOfDependents: 1,
  hasSpouse: true,
  jobHistories: [jobHistory],
  qualificationIds: [1],
  educationalBackground: {
    education: 'high_school',
    schoolName: '〇〇高等学校',
    graduationStatus: 'graduated',
    graduationYear: 2004,
    graduationMonth: 3,
  },
};

describe('resumeSchema', () => {
  it('accepts a complete resume', () => {
    expect(parseOk(resumeSchema, resume)).toEqual(resume);
  });

  it('accepts a resume without education, reason or histories', () => {
    const input = { ...resume, educationalBackground: null, reason: '', jobHistories: [] };
    expect(parseOk(resumeSchema, input).jobHistories).toEqual([]);
  });

  it('rejects invalid fields, including nested ones', () => {
    expect(
      errorsOf(resumeSchema, {
        ...resume,
        name: '',
        numberOfDependents: 30,
        jobHistories: [{ ...jobHistory, companyName: '' }],
        educationalBackground: { ...resume.educationalBackground, schoolName: '' },
      }),
    ).toEqual({
      name: '入力してください',
      numberOfDependents: '0〜20の数字で入力してください',
      'jobHistories.0.companyName': '入力してください',
      'educationalBackground.schoolName': '入力してください',
    });
  });
});

describe('careerSheetSchema', () => {
  const careerSheet = {
    name: '職務経歴書',
    summary: '大型ドライバーとして10年勤務',
    jobHistories: [jobHistory],
    qualificationIds: [],
  };

  it('accepts a career sheet', () => {
    expect(parseOk(careerSheetSchema, careerSheet)).toEqual(careerSheet);
  });

  it('rejects a missing name and a too long summary', () => {
    expect(
      errorsOf(careerSheetSchema, { ...careerSheet, name: ' ', summary: 'あ'.repeat(2001) }),
    ).toEqual({ name: '入力してください', summary: '2000文字以内で入力してください' });
    expect(errorsOf(careerSheetSchema, { ...careerSheet, name: 'あ'.repeat(51) })).toEqual({
      name: '50文字以内で入力してください',
    });
  });
});
