import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { errorsOf, parseOk } from './test-helpers';

describe('contactSchema', () => {
  const valid = {
    fullName: '山田 太郎',
    email: 'taro@example.com',
    contactMethod: 'email',
    message: '求人について質問です。',
  };

  it('accepts a message with or without a phone number', () => {
    expect(parseOk(contactSchema, valid)).toEqual(valid);
    expect(parseOk(contactSchema, { ...valid, phoneNumber: '03-1234-5678' }).phoneNumber).toBe(
      '0312345678',
    );
    expect(parseOk(contactSchema, { ...valid, phoneNumber: '' }).phoneNumber).toBe('');
  });

  it('accepts a phone contact without an email', () => {
    const input = {
      ...valid,
      email: null,
      contactMethod: 'phone_number',
      phoneNumber: '09012345678',
    };
    expect(parseOk(contactSchema, input)).toEqual(input);
  });

  it('requires the address of the chosen contact method', () => {
    expect(errorsOf(contactSchema, { ...valid, email: '' })).toEqual({
      email: '入力してください',
    });
    expect(errorsOf(contactSchema, { ...valid, contactMethod: 'phone_number' })).toEqual({
      phoneNumber: '入力してください',
    });
  });

  it('counts a line break as one character, as the form does (CRLF from a posted form)', () => {
    // 1000 lines of one letter: 1999 characters as the textarea counts them, 2998 as sent.
    const lines = Array.from({ length: 1000 }, () => 'あ');
    const posted = lines.join('\r\n');
    expect(Array.from(lines.join('\n')).length).toBe(1999);
    expect(parseOk(contactSchema, { ...valid, message: `${posted}い` }).message).toBe(
      `${lines.join('\n')}い`,
    );
    expect(errorsOf(contactSchema, { ...valid, message: `${posted}いう` })).toEqual({
      message: expect.stringContaining('2000'),
    });
  });

  it('accepts a message of exactly 2000 characters', () => {
    expect(parseOk(contactSchema, { ...valid, message: 'あ'.repeat(2000) }).message).toHaveLength(
      2000,
    );
  });

  it('rejects missing, invalid and too long values', () => {
    expect(
      errorsOf(contactSchema, {
        fullName: ' ',
        email: 'taro',
        phoneNumber: '123',
        contactMethod: 'line',
        message: 'あ'.repeat(2001),
      }),
    ).toEqual({
      fullName: '入力してください',
      email: '正しいメールアドレスを入力してください',
      phoneNumber: '正しい電話番号を入力してください',
      contactMethod: '選択してください',
      message: '2000文字以内で入力してください',
    });
    expect(errorsOf(contactSchema, { ...valid, message: '' })).toEqual({
      message: '入力してください',
    });
  });
});
