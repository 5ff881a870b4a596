import { describe, expect, it } from 'vitest';
import { KEEP_LIST } from '../constants';
import {
  createUserWithRelationsSchema,
  emailChangeSchema,
  loginSchema,
  passwordResetRequestSchema,
  phoneNumberChangeSchema,
  signupCredentialsSchema,
} from './auth';
import { atFixedNow, errorsOf, parseOk } from './test-helpers';

atFixedNow();

describe('signupCredentialsSchema', () => {
  const valid = { emailOrPhoneNumber: '090-1234-5678', password: 'secret1' };

  it('accepts a phone sign-up and normalises the number', () => {
    expect(parseOk(signupCredentialsSchema, valid)).toEqual({
      ...valid,
      emailOrPhoneNumber: '09012345678',
    });
  });

  it('accepts an email sign-up', () => {
    const input = { ...valid, emailOrPhoneNumber: 'Taro@Example.com' };
    expect(parseOk(signupCredentialsSchema, input).emailOrPhoneNumber).toBe('taro@example.com');
  });

  it('reports every invalid field in Japanese', () => {
    expect(
      errorsOf(signupCredentialsSchema, { emailOrPhoneNumber: '03-1234-5678', password: '12345' }),
    ).toEqual({
      emailOrPhoneNumber: '正しいメールアドレスまたは携帯電話番号を入力してください',
      password: '6文字以上で入力してください',
    });
    expect(errorsOf(signupCredentialsSchema, {})).toEqual({
      emailOrPhoneNumber: '入力してください',
      password: '入力してください',
    });
  });
});

describe('createUserWithRelationsSchema', () => {
  const valid = {
    name: '山田 太郎',
    birthYear: 1985,
    zipCode: '100-0001',
    desiredOccupationIds: ['1', '3'],
    qualificationIds: [],
    conversionSource: 'signup',
  };

  it('accepts the required fields and outputs ids as numbers', () => {
    expect(parseOk(createUserWithRelationsSchema, valid)).toEqual({
      ...valid,
      zipCode: '1000001',
      desiredOccupationIds: [1, 3],
    });
  });

  it('accepts the optional profile, entries, saved jobs and attribution', () => {
    const parsed = parseOk(createUserWithRelationsSchema, {
      ...valid,
      gender: 'female',
      prefectureId: '13',
      employmentStatus: 'employed',
      desiredJobChangeTiming: 'undecided',
      scoutAllowOccupationCategoryIds: ['1'],
      attribution: { utmSource: 'google', internalSource: null, magazineArticleId: '4' },
      entryJobIds: ['10'],
      favoriteJobIds: ['10', '11'],
    });
    expect(parsed).toMatchObject({
      prefectureId: 13,
      attribution: { utmSource: 'google', internalSource: null, magazineArticleId: 4 },
      entryJobIds: [10],
      favoriteJobIds: [10, 11],
    });
  });

  it('reports every invalid field in Japanese', () => {
    expect(
      errorsOf(createUserWithRelationsSchema, {
        ...valid,
        name: ' ',
        birthYear: 2020,
        zipCode: '12',
        prefectureId: '48',
        desiredOccupationIds: [],
        qualificationIds: ['2', 2],
        conversionSource: 'tv',
        entryJobIds: Array.from({ length: KEEP_LIST.maxItems + 1 }, (_, i) => i + 1),
      }),
    ).toEqual({
      name: '入力してください',
      birthYear: '生まれ年を正しく選択してください',
      zipCode: '郵便番号は7桁の数字で入力してください',
      prefectureId: '都道府県を選択してください',
      desiredOccupationIds: '希望職種を選択してください',
      qualificationIds: '同じ項目が重複しています',
      conversionSource: '選択してください',
      entryJobIds: '一度に応募できるのは20件までです',
    });
  });

  it('rejects missing fields and non-integer ids', () => {
    expect(errorsOf(createUserWithRelationsSchema, {})).toEqual({
      name: '入力してください',
      birthYear: '生まれ年を正しく選択してください',
      zipCode: '入力してください',
      desiredOccupationIds: '選択してください',
      qualificationIds: '選択してください',
      conversionSource: '選択してください',
    });
    expect(
      errorsOf(createUserWithRelationsSchema, { ...valid, desiredOccupationIds: ['1.5'] }),
    ).toEqual({ 'desiredOccupationIds.0': '選択してください' });
  });

  it('drops unusable attribution instead of failing the sign-up', () => {
    const attribution = { utmSource: 'x'.repeat(101), internalSource: 5, magazineArticleId: 'a' };
    expect(parseOk(createUserWithRelationsSchema, { ...valid, attribution }).attribution).toEqual({
      utmSource: null,
      internalSource: null,
      magazineArticleId: null,
    });
    expect(
      parseOk(createUserWithRelationsSchema, { ...valid, attribution: 'x' }).attribution,
    ).toBeNull();
  });
});

describe('loginSchema', () => {
  it('accepts an identifier and any non-empty password', () => {
    expect(parseOk(loginSchema, { emailOrPhoneNumber: 'taro@example.com', password: 'a' })).toEqual(
      { emailOrPhoneNumber: 'taro@example.com', password: 'a' },
    );
  });

  it('rejects an empty password and an invalid identifier', () => {
    expect(errorsOf(loginSchema, { emailOrPhoneNumber: 'taro', password: '' })).toEqual({
      emailOrPhoneNumber: '正しいメールアドレスまたは携帯電話番号を入力してください',
      password: '入力してください',
    });
  });
});

describe('passwordResetRequestSchema', () => {
  it('accepts an email or a mobile number, normalised', () => {
    expect(
      parseOk(passwordResetRequestSchema, { emailOrPhoneNumber: ' Taro@example.com ' }),
    ).toEqual({ emailOrPhoneNumber: 'taro@example.com' });
    expect(parseOk(passwordResetRequestSchema, { emailOrPhoneNumber: '090-1234-5678' })).toEqual({
      emailOrPhoneNumber: '09012345678',
    });
  });

  it('rejects a landline or an empty value', () => {
    expect(errorsOf(passwordResetRequestSchema, { emailOrPhoneNumber: '03-1234-5678' })).toEqual({
      emailOrPhoneNumber: '正しいメールアドレスまたは携帯電話番号を入力してください',
    });
    expect(errorsOf(passwordResetRequestSchema, { emailOrPhoneNumber: '' })).toEqual({
      emailOrPhoneNumber: '入力してください',
    });
  });
});

describe('emailChangeSchema', () => {
  it('accepts a new email', () => {
    expect(parseOk(emailChangeSchema, { email: 'NEW@example.com' })).toEqual({
      email: 'new@example.com',
    });
  });

  it('rejects an invalid email', () => {
    expect(errorsOf(emailChangeSchema, { email: 'new@' })).toEqual({
      email: '正しいメールアドレスを入力してください',
    });
  });
});

describe('phoneNumberChangeSchema', () => {
  it('accepts and normalises a mobile number', () => {
    expect(parseOk(phoneNumberChangeSchema, { phoneNumber: '080-0000-1111' })).toEqual({
      phoneNumber: '08000001111',
    });
  });

  it('rejects a landline', () => {
    expect(errorsOf(phoneNumberChangeSchema, { phoneNumber: '03-1234-5678' })).toEqual({
      phoneNumber: '正しい携帯電話番号を入力してください',
    });
  });
});
