import { describe, expect, it } from 'vitest';
import {
  emailChangeSchema,
  loginSchema,
  passwordResetRequestSchema,
  phoneNumberChangeSchema,
  signupSchema,
} from './auth';
import { errorsOf, parseOk } from './test-helpers';

const validSignup = {
  emailOrPhoneNumber: '090-1234-5678',
  password: 'secret1',
  desiredOccupationIds: [1, 3],
  qualificationIds: [],
};

describe('signupSchema', () => {
  it('accepts a phone sign-up and normalises the number', () => {
    expect(parseOk(signupSchema, validSignup)).toEqual({
      ...validSignup,
      emailOrPhoneNumber: '09012345678',
    });
  });

  it('accepts an email sign-up with qualifications', () => {
    const input = { ...validSignup, emailOrPhoneNumber: 'taro@example.com', qualificationIds: [5] };
    expect(parseOk(signupSchema, input).emailOrPhoneNumber).toBe('taro@example.com');
  });

  it('reports every invalid field in Japanese', () => {
    expect(
      errorsOf(signupSchema, {
        emailOrPhoneNumber: '03-1234-5678',
        password: '12345',
        desiredOccupationIds: [],
        qualificationIds: [2, 2],
      }),
    ).toEqual({
      emailOrPhoneNumber: '正しいメールアドレスまたは携帯電話番号を入力してください',
      password: '6文字以上で入力してください',
      desiredOccupationIds: '希望職種を選択してください',
      qualificationIds: '同じ項目が重複しています',
    });
  });

  it('rejects missing fields and non-integer ids', () => {
    expect(errorsOf(signupSchema, {})).toEqual({
      emailOrPhoneNumber: '入力してください',
      password: '入力してください',
      desiredOccupationIds: '選択してください',
      qualificationIds: '選択してください',
    });
    expect(errorsOf(signupSchema, { ...validSignup, desiredOccupationIds: [1.5] })).toEqual({
      'desiredOccupationIds.0': '選択してください',
    });
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
  it('accepts an email', () => {
    expect(parseOk(passwordResetRequestSchema, { email: ' taro@example.com ' })).toEqual({
      email: 'taro@example.com',
    });
  });

  it('rejects a phone number or an empty value', () => {
    expect(errorsOf(passwordResetRequestSchema, { email: '09012345678' })).toEqual({
      email: '正しいメールアドレスを入力してください',
    });
    expect(errorsOf(passwordResetRequestSchema, { email: '' })).toEqual({
      email: '入力してください',
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
