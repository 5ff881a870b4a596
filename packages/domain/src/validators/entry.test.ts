import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_LIST } from '../constants';
import {
  memberEntrySchema,
  memberScoutEntrySchema,
  memberScoutInquirySchema,
  visitorJobEntrySchema,
  visitorScoutEntrySchema,
  visitorScoutInquirySchema,
} from './entry';
import { errorsOf, FIXED_NOW, parseOk } from './test-helpers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const applicant = {
  name: '山田 太郎',
  furigana: 'やまだ たろう',
  birthYear: 1985,
  gender: 'male',
  zipCode: '100-0001',
  prefectureCode: 13,
  phoneNumber: '03-1234-5678',
  email: '',
  employmentStatus: 'employed',
  qualificationIds: [1, 2],
};

const normalisedApplicant = {
  ...applicant,
  furigana: 'ヤマダ タロウ',
  zipCode: '1000001',
  phoneNumber: '0312345678',
};

describe('memberEntrySchema', () => {
  it('accepts 1 to KEEP_LIST.maxItems distinct job ids', () => {
    expect(parseOk(memberEntrySchema, { jobIds: [10] })).toEqual({ jobIds: [10] });
    const many = Array.from({ length: KEEP_LIST.maxItems }, (_, i) => i + 1);
    expect(parseOk(memberEntrySchema, { jobIds: many }).jobIds).toHaveLength(KEEP_LIST.maxItems);
  });

  it('rejects an empty, oversized or duplicated batch', () => {
    expect(errorsOf(memberEntrySchema, { jobIds: [] })).toEqual({
      jobIds: '応募する求人を選択してください',
    });
    const tooMany = Array.from({ length: KEEP_LIST.maxItems + 1 }, (_, i) => i + 1);
    expect(errorsOf(memberEntrySchema, { jobIds: tooMany })).toEqual({
      jobIds: '一度に応募できるのは20件までです',
    });
    expect(errorsOf(memberEntrySchema, { jobIds: [3, 3] })).toEqual({
      jobIds: '同じ項目が重複しています',
    });
    expect(errorsOf(memberEntrySchema, { jobIds: [0] })).toEqual({
      'jobIds.0': '選択してください',
    });
  });
});

describe('visitorJobEntrySchema', () => {
  it('accepts and normalises a visitor application', () => {
    expect(parseOk(visitorJobEntrySchema, { jobId: 5, ...applicant })).toEqual({
      jobId: 5,
      ...normalisedApplicant,
    });
  });

  it('accepts an email and a missing one', () => {
    const withEmail = { jobId: 5, ...applicant, email: 'Taro@example.com' };
    expect(parseOk(visitorJobEntrySchema, withEmail).email).toBe('taro@example.com');
    const { email: _, ...withoutEmail } = applicant;
    expect(parseOk(visitorJobEntrySchema, { jobId: 5, ...withoutEmail }).email).toBeUndefined();
  });

  it('reports each invalid field', () => {
    expect(
      errorsOf(visitorJobEntrySchema, {
        jobId: 0,
        name: '',
        furigana: '山田',
        birthYear: 2020,
        gender: 'x',
        zipCode: '100-001',
        prefectureCode: 48,
        phoneNumber: '12345',
        email: 'taro@',
        employmentStatus: 'retired',
        qualificationIds: [1, 1],
      }),
    ).toEqual({
      jobId: '選択してください',
      name: '入力してください',
      furigana: 'フリガナはカタカナで入力してください',
      birthYear: '生まれ年を正しく選択してください',
      gender: '選択してください',
      zipCode: '郵便番号は7桁の数字で入力してください',
      prefectureCode: '都道府県を選択してください',
      phoneNumber: '正しい電話番号を入力してください',
      email: '正しいメールアドレスを入力してください',
      employmentStatus: '選択してください',
      qualificationIds: '同じ項目が重複しています',
    });
  });
});

describe('scout entries', () => {
  it('accepts a member scout entry', () => {
    expect(parseOk(memberScoutEntrySchema, { scoutId: 7 })).toEqual({ scoutId: 7 });
  });

  it('rejects a member scout entry without a scout', () => {
    expect(errorsOf(memberScoutEntrySchema, {})).toEqual({ scoutId: '選択してください' });
  });

  it('accepts a visitor scout entry', () => {
    expect(parseOk(visitorScoutEntrySchema, { scoutId: 7, ...applicant })).toEqual({
      scoutId: 7,
      ...normalisedApplicant,
    });
  });

  it('rejects a visitor scout entry with missing applicant data', () => {
    expect(
      errorsOf(visitorScoutEntrySchema, { scoutId: 7, ...applicant, phoneNumber: '' }),
    ).toEqual({ phoneNumber: '入力してください' });
  });
});

describe('scout inquiries', () => {
  it('accepts a member inquiry with or without a message', () => {
    expect(parseOk(memberScoutInquirySchema, { scoutId: 7 })).toEqual({ scoutId: 7 });
    expect(
      parseOk(memberScoutInquirySchema, { scoutId: 7, message: ' 詳しく知りたいです ' }),
    ).toEqual({ scoutId: 7, message: '詳しく知りたいです' });
  });

  it('rejects a member inquiry with a too long message', () => {
    expect(errorsOf(memberScoutInquirySchema, { scoutId: 7, message: 'あ'.repeat(1001) })).toEqual({
      message: '1000文字以内で入力してください',
    });
  });

  it('accepts a visitor inquiry', () => {
    expect(parseOk(visitorScoutInquirySchema, { scoutId: 7, ...applicant })).toMatchObject({
      scoutId: 7,
      phoneNumber: '0312345678',
    });
  });

  it('rejects a visitor inquiry without applicant data', () => {
    expect(Object.keys(errorsOf(visitorScoutInquirySchema, { scoutId: 7 }))).toEqual([
      'name',
      'furigana',
      'birthYear',
      'gender',
      'zipCode',
      'prefectureCode',
      'phoneNumber',
      'employmentStatus',
      'qualificationIds',
    ]);
  });
});
