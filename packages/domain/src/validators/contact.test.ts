import { describe, expect, it } from 'vitest';
import { advisorRequestSchema, contactSchema } from './contact';
import { errorsOf, parseOk } from './test-helpers';

describe('contactSchema', () => {
  const valid = {
    fullName: '山田 太郎',
    email: 'taro@example.com',
    body: '求人について質問です。',
  };

  it('accepts a message with or without a phone number', () => {
    expect(parseOk(contactSchema, valid)).toEqual(valid);
    expect(parseOk(contactSchema, { ...valid, phoneNumber: '03-1234-5678' }).phoneNumber).toBe(
      '0312345678',
    );
    expect(parseOk(contactSchema, { ...valid, phoneNumber: '' }).phoneNumber).toBe('');
  });

  it('accepts a body of exactly 2000 characters', () => {
    expect(parseOk(contactSchema, { ...valid, body: 'あ'.repeat(2000) }).body).toHaveLength(2000);
  });

  it('rejects missing, invalid and too long values', () => {
    expect(
      errorsOf(contactSchema, {
        fullName: ' ',
        email: 'taro',
        phoneNumber: '123',
        body: 'あ'.repeat(2001),
      }),
    ).toEqual({
      fullName: '入力してください',
      email: '正しいメールアドレスを入力してください',
      phoneNumber: '正しい電話番号を入力してください',
      body: '2000文字以内で入力してください',
    });
    expect(errorsOf(contactSchema, { ...valid, body: '' })).toEqual({ body: '入力してください' });
  });
});

describe('advisorRequestSchema', () => {
  it('accepts a contact method, hour slots and a note', () => {
    const input = { contactMethod: 'phone_number', preferredTimes: [9, 18], note: '平日希望' };
    expect(parseOk(advisorRequestSchema, input)).toEqual(input);
    expect(parseOk(advisorRequestSchema, { contactMethod: 'email', preferredTimes: [] })).toEqual({
      contactMethod: 'email',
      preferredTimes: [],
    });
  });

  it('rejects unknown methods, invalid or repeated hours and long notes', () => {
    expect(
      errorsOf(advisorRequestSchema, {
        contactMethod: 'line',
        preferredTimes: [24],
        note: 'あ'.repeat(1001),
      }),
    ).toEqual({
      contactMethod: '選択してください',
      'preferredTimes.0': '時間を選択してください',
      note: '1000文字以内で入力してください',
    });
    expect(
      errorsOf(advisorRequestSchema, { contactMethod: 'email', preferredTimes: [9, 9] }),
    ).toEqual({ preferredTimes: '同じ項目が重複しています' });
  });
});
