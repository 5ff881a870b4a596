import {
  basicInformationSchema,
  educationalBackgroundSchema,
  fieldErrors,
  jobHistoriesSchema,
  personalityAndRequirementsSchema,
  updateUserSchema,
} from '@jobsite/domain/validators';
import { describe, expect, it } from 'vitest';
import {
  educationInput,
  educationValues,
  emptyJobHistory,
  jobHistoriesInput,
  jobHistoryValues,
  personalityInput,
  personalityValues,
} from './career-form';
import { booleanOrNull, intOrNull } from './form-values';
import {
  basicInformationInput,
  basicInformationValues,
  qualificationsInput,
  wishesInput,
  wishesValues,
} from './profile-form';

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('form value converters', () => {
  it('reads typed numbers, full-width digits included; junk becomes NaN for the schema', () => {
    expect(intOrNull('')).toBeNull();
    expect(intOrNull(' 3 ')).toBe(3);
    expect(intOrNull('３')).toBe(3);
    expect(intOrNull('3人')).toBeNaN();
    expect(booleanOrNull('true')).toBe(true);
    expect(booleanOrNull('false')).toBe(false);
    expect(booleanOrNull('')).toBeNull();
  });
});

describe('basic information', () => {
  const member = {
    name: '山田 太郎',
    birthYear: 1990,
    gender: 'male',
    zipCode: '1000001',
    prefecture: { id: '13' },
    employmentStatus: 'employed',
    detail: { numberOfDependents: 2, hasSpouse: false },
  };

  it('round-trips the member through the form into an input the domain schema accepts', () => {
    const values = basicInformationValues(member);
    expect(values).toMatchObject({ birthYear: '1990', prefectureId: '13', hasSpouse: 'false' });
    const input = basicInformationInput(values);
    expect(input).toEqual({
      name: '山田 太郎',
      birthYear: 1990,
      gender: 'male',
      zipCode: '1000001',
      prefectureId: '13',
      employmentStatus: 'employed',
      numberOfDependents: 2,
      hasSpouse: false,
    });
    expect(basicInformationSchema.safeParse(input).success).toBe(true);
  });

  it('fills empty controls from a member who gave nothing yet', () => {
    expect(basicInformationValues({ detail: {} })).toEqual({
      name: '',
      birthYear: '',
      gender: '',
      zipCode: '',
      prefectureId: '',
      employmentStatus: '',
      numberOfDependents: '',
      hasSpouse: '',
    });
  });

  it('leaves wrong input for the schema to report in Japanese, per field', () => {
    const input = basicInformationInput({
      ...basicInformationValues(member),
      name: ' ',
      zipCode: '12-34',
      numberOfDependents: 'たくさん',
    });
    expect(errorsOf(basicInformationSchema, input)).toEqual({
      name: '入力してください',
      zipCode: '郵便番号は7桁の数字で入力してください',
      numberOfDependents: '0〜20の数字で入力してください',
    });
  });
});

describe('desired occupations and qualifications', () => {
  it('sends the chosen ids; none chosen is refused by updateUser', () => {
    expect(wishesInput(wishesValues({ occupations: [{ id: '1' }, { id: '3' }] }))).toEqual({
      desiredOccupationIds: ['1', '3'],
    });
    expect(errorsOf(updateUserSchema, wishesInput({ desiredOccupationIds: [] }))).toEqual({
      desiredOccupationIds: '希望職種を選択してください',
    });
    expect(updateUserSchema.safeParse(qualificationsInput({ qualificationIds: [] })).success).toBe(
      true,
    );
  });
});

describe('job histories', () => {
  const saved = {
    id: '7',
    occupation: { id: '1' },
    otherOccupationName: null,
    companyName: '東京運輸株式会社',
    companyBusinessDetail: '一般貨物',
    joinedYear: 2015,
    joinedMonth: 4,
    retiredYear: null,
    retiredMonth: null,
    employmentType: 'regular',
    jobDescription: '4t車で地場配送',
  };

  it('keeps the saved id and marks a history without retirement as current', () => {
    const values = jobHistoryValues(saved);
    expect(values.current).toBe(true);
    const input = jobHistoriesInput([values]);
    expect(input.jobHistories[0]).toMatchObject({ id: '7', occupationId: '1', retiredYear: null });
    expect(jobHistoriesSchema.safeParse(input).success).toBe(true);
  });

  it('drops the retirement month of a current job even when one was picked', () => {
    const values = { ...jobHistoryValues(saved), retired: { year: 2020, month: 3 } };
    expect(jobHistoriesInput([values]).jobHistories[0]).toMatchObject({
      retiredYear: null,
      retiredMonth: null,
    });
  });

  it('reports an empty new row by its index, as the api does', () => {
    const input = jobHistoriesInput([jobHistoryValues(saved), emptyJobHistory('new-1')]);
    const errors = errorsOf(jobHistoriesSchema, input);
    expect(errors['jobHistories.1.companyName']).toBe('入力してください');
    expect(errors['jobHistories.1.joinedYear']).toBe('年を選択してください');
    expect(errors['jobHistories.1.employmentType']).toBe('選択してください');
    expect(Object.keys(errors).some((key) => key.startsWith('jobHistories.0'))).toBe(false);
  });
});

describe('education', () => {
  it('maps an unchosen graduation month to null and passes the schema', () => {
    const input = educationInput(
      educationValues({ education: 'high_school', graduationStatus: 'graduated' }),
    );
    expect(input).toEqual({
      education: 'high_school',
      schoolName: null,
      graduationStatus: 'graduated',
      graduationYear: null,
      graduationMonth: null,
    });
    expect(educationalBackgroundSchema.safeParse(input).success).toBe(true);
  });

  it('asks for a level when none was chosen', () => {
    expect(errorsOf(educationalBackgroundSchema, educationInput(educationValues(null)))).toEqual({
      education: '選択してください',
      graduationStatus: '選択してください',
    });
  });
});

describe('personality and requirements', () => {
  it('round-trips both parts and passes the schema', () => {
    const values = personalityValues({
      personality: { experienceCompanyNum: 2, selfPr: '無事故無違反10年' },
      requirements: {
        desiredJobChangeTiming: 'within_month',
        desiredWorkingHours: 'day',
        salaryRange: { lowest: 250000, highest: 350000 },
        desiredCars: [{ id: '5' }],
        desiredParticularConditions: [{ id: '2' }],
        desiredWorkplaceStrengths: [],
      },
    });
    const input = personalityInput(values);
    expect(input.personality).toEqual({
      experienceCompanyNum: 2,
      interestOrHobby: null,
      speciality: null,
      selfPr: '無事故無違反10年',
    });
    expect(input.requirements.salaryRange).toEqual({ lowest: 250000, highest: 350000 });
    expect(input.requirements.desiredCarIds).toEqual(['5']);
    expect(personalityAndRequirementsSchema.safeParse(input).success).toBe(true);
  });

  it('refuses a salary range upside down on the upper bound', () => {
    const values = { ...personalityValues({}), salaryLowest: '400000', salaryHighest: '200000' };
    expect(errorsOf(personalityAndRequirementsSchema, personalityInput(values))).toEqual({
      'requirements.salaryRange.highest': '上限は下限以上の金額を選択してください',
    });
  });
});
