import { describe, expect, it } from 'vitest';
import { basicInformationSchema, updateUserSchema } from './basic-information';
import { atFixedNow, errorsOf, parseOk } from './test-helpers';

atFixedNow();

const valid = {
  name: '佐藤 花子',
  birthYear: 1990,
  gender: 'female',
  zipCode: '0600001',
  prefectureId: 1,
  employmentStatus: 'unemployed',
  numberOfDependents: 2,
  hasSpouse: true,
};

describe('basicInformationSchema', () => {
  it('accepts complete basics', () => {
    expect(parseOk(basicInformationSchema, valid)).toEqual(valid);
  });

  it('accepts the GraphQL shape: prefecture id as a string, optional fields null', () => {
    expect(
      parseOk(basicInformationSchema, {
        ...valid,
        prefectureId: '1',
        gender: null,
        employmentStatus: null,
        numberOfDependents: null,
        hasSpouse: null,
      }),
    ).toEqual({
      ...valid,
      gender: null,
      employmentStatus: null,
      numberOfDependents: null,
      hasSpouse: null,
    });
  });

  it('requires name, birth year and postal code only', () => {
    expect(errorsOf(basicInformationSchema, {})).toEqual({
      name: '入力してください',
      birthYear: '生まれ年を正しく選択してください',
      zipCode: '入力してください',
    });
  });

  it('accepts 0 and 20 dependents', () => {
    for (const numberOfDependents of [0, 20]) {
      const input = { ...valid, numberOfDependents, hasSpouse: false };
      expect(parseOk(basicInformationSchema, input).numberOfDependents).toBe(numberOfDependents);
    }
  });

  it('rejects invalid family details', () => {
    expect(
      errorsOf(basicInformationSchema, { ...valid, numberOfDependents: 21, hasSpouse: 'yes' }),
    ).toEqual({
      numberOfDependents: '0〜20の数字で入力してください',
      hasSpouse: '選択してください',
    });
  });

  it('rejects an implausible birth year, a bad prefecture and an unknown choice', () => {
    expect(
      errorsOf(basicInformationSchema, {
        ...valid,
        birthYear: 1800,
        prefectureId: 0,
        gender: 'x',
        employmentStatus: 'retired',
      }),
    ).toEqual({
      birthYear: '生まれ年を正しく選択してください',
      prefectureId: '都道府県を選択してください',
      gender: '選択してください',
      employmentStatus: '選択してください',
    });
  });
});

describe('updateUserSchema', () => {
  it('accepts any subset of the wishes', () => {
    expect(parseOk(updateUserSchema, {})).toEqual({});
    expect(
      parseOk(updateUserSchema, {
        desiredOccupationIds: ['1'],
        qualificationIds: [],
        employmentStatus: 'student',
        desiredJobChangeTiming: 'immediately',
        lineUserId: ' U1234 ',
      }),
    ).toEqual({
      desiredOccupationIds: [1],
      qualificationIds: [],
      employmentStatus: 'student',
      desiredJobChangeTiming: 'immediately',
      lineUserId: 'U1234',
    });
  });

  it('keeps at least one desired occupation when they are given', () => {
    expect(errorsOf(updateUserSchema, { desiredOccupationIds: [] })).toEqual({
      desiredOccupationIds: '希望職種を選択してください',
    });
  });

  it('rejects unknown choices and a blank LINE user id', () => {
    expect(
      errorsOf(updateUserSchema, { desiredJobChangeTiming: 'later', lineUserId: ' ' }),
    ).toEqual({ desiredJobChangeTiming: '選択してください', lineUserId: '正しく入力してください' });
  });
});
