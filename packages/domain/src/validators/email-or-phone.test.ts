import { describe, expect, it } from 'vitest';
import { emailOrPhoneNumberSchema, parseEmailOrPhone } from './email-or-phone';
import { errorsOf, parseOk } from './test-helpers';

describe('parseEmailOrPhone', () => {
  it.each([
    ['taro@example.com', { kind: 'email', value: 'taro@example.com' }],
    [' Taro@Example.COM ', { kind: 'email', value: 'taro@example.com' }],
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', { kind: 'email', value: 'taro@example.com' }],
    ['09012345678', { kind: 'phone_number', value: '09012345678' }],
    ['080-1234-5678', { kind: 'phone_number', value: '08012345678' }],
    ['０７０ １２３４ ５６７８', { kind: 'phone_number', value: '07012345678' }],
  ])('reads %s', (input, expected) => {
    expect(parseEmailOrPhone(input)).toEqual(expected);
  });

  it.each([['taro@'], ['taro'], ['03-1234-5678'], ['0901234567'], [''], [null], [undefined]])(
    'returns null for %j',
    (input) => {
      expect(parseEmailOrPhone(input)).toBeNull();
    },
  );
});

describe('emailOrPhoneNumberSchema', () => {
  it('outputs the normalised value', () => {
    expect(parseOk(emailOrPhoneNumberSchema, ' 090-1234-5678 ')).toBe('09012345678');
    expect(parseOk(emailOrPhoneNumberSchema, 'Taro@Example.com')).toBe('taro@example.com');
  });

  it('rejects values that are neither', () => {
    const message = '正しいメールアドレスまたは携帯電話番号を入力してください';
    expect(errorsOf(emailOrPhoneNumberSchema, 'taro')).toEqual({ root: message });
    expect(errorsOf(emailOrPhoneNumberSchema, '03-1234-5678')).toEqual({ root: message });
  });

  it('asks for input when empty', () => {
    expect(errorsOf(emailOrPhoneNumberSchema, ' ')).toEqual({ root: '入力してください' });
    expect(errorsOf(emailOrPhoneNumberSchema, undefined)).toEqual({ root: '入力してください' });
  });
});
