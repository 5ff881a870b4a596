import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS } from '../constants';
import { renameSavedSearchSchema, saveSearchSchema } from './saved-search';
import { errorsOf, parseOk } from './test-helpers';

describe('saveSearchSchema', () => {
  it('takes the conditions of a list URL and outputs numbers for ids', () => {
    expect(
      parseOk(saveSearchSchema, {
        occupation: 'driver',
        prefectureNameEn: 'tokyo',
        municipalityId: '13101',
        featureId: '51',
        hiringTypes: ['regular', 'part_time'],
        minimumMonthlySalary: 300000,
        sortType: 'highest_salary',
      }),
    ).toEqual({
      name: null,
      occupation: 'driver',
      prefectureNameEn: 'tokyo',
      municipalityId: '13101',
      featureId: 51,
      hiringTypes: ['regular', 'part_time'],
      minimumMonthlySalary: 300000,
      sortType: 'highest_salary',
    });
  });

  it('needs only the occupation; a blank name means none', () => {
    expect(parseOk(saveSearchSchema, { occupation: 'car_mechanic', name: '  ' })).toEqual({
      name: null,
      occupation: 'car_mechanic',
    });
    expect(parseOk(saveSearchSchema, { occupation: 'forklift', name: ' 倉庫 ' }).name).toBe('倉庫');
  });

  it('refuses unknown occupations, prefectures and features in Japanese', () => {
    expect(errorsOf(saveSearchSchema, {})).toEqual({ occupation: '職種を選択してください' });
    expect(errorsOf(saveSearchSchema, { occupation: 'astronaut' })).toEqual({
      occupation: '職種を選択してください',
    });
    expect(errorsOf(saveSearchSchema, { occupation: 'driver', prefectureNameEn: 'Tokyo' })).toEqual(
      {
        prefectureNameEn: '都道府県を選択してください',
      },
    );
    expect(errorsOf(saveSearchSchema, { occupation: 'driver', featureId: '99999' })).toEqual({
      featureId: '特徴を選択してください',
    });
    expect(
      errorsOf(saveSearchSchema, { occupation: 'driver', hiringTypes: ['regular', 'regular'] }),
    ).toEqual({ hiringTypes: '同じ項目が重複しています' });
    expect(errorsOf(saveSearchSchema, { occupation: 'driver', sortType: 'cheapest' })).toEqual({
      sortType: '選択してください',
    });
    expect(errorsOf(saveSearchSchema, { occupation: 'driver', minimumMonthlySalary: -1 })).toEqual({
      minimumMonthlySalary: '正しく入力してください',
    });
  });

  it('keeps a municipality only within its prefecture', () => {
    const message = { municipalityId: '市区町村を選択してください' };
    expect(errorsOf(saveSearchSchema, { occupation: 'driver', municipalityId: '13101' })).toEqual(
      message,
    );
    expect(
      errorsOf(saveSearchSchema, {
        occupation: 'driver',
        prefectureNameEn: 'osaka',
        municipalityId: '13101',
      }),
    ).toEqual(message);
    expect(
      errorsOf(saveSearchSchema, {
        occupation: 'driver',
        prefectureNameEn: 'tokyo',
        municipalityId: '13-101',
      }),
    ).toEqual(message);
  });

  it('limits the name', () => {
    const name = 'あ'.repeat(SAVED_SEARCH_LIMITS.maxNameLength + 1);
    expect(errorsOf(saveSearchSchema, { occupation: 'driver', name })).toEqual({
      name: `${SAVED_SEARCH_LIMITS.maxNameLength}文字以内で入力してください`,
    });
  });
});

describe('renameSavedSearchSchema', () => {
  it('trims the name and needs one', () => {
    expect(parseOk(renameSavedSearchSchema, { id: '4', name: ' 東京の大型 ' })).toEqual({
      id: 4,
      name: '東京の大型',
    });
    expect(errorsOf(renameSavedSearchSchema, { id: '4', name: '   ' })).toEqual({
      name: '入力してください',
    });
    expect(errorsOf(renameSavedSearchSchema, { id: 'x', name: 'a' })).toEqual({
      id: '選択してください',
    });
  });
});
