import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  careerSheetSchema,
  careerSheetUpdateSchema,
  resumeSchema,
  resumeUpdateSchema,
} from './documents';
import { errorsOf, FIXED_NOW, parseOk } from './test-helpers';

describe('resumeSchema', () => {
  const resume = { name: '運送会社向け', reason: '長距離輸送の経験を活かしたいため' };

  it('accepts a title and a reason, trimmed', () => {
    expect(parseOk(resumeSchema, { name: ' 運送会社向け ', reason: resume.reason })).toEqual(
      resume,
    );
  });

  it('accepts a resume without a reason', () => {
    expect(parseOk(resumeSchema, { name: resume.name, reason: null })).toEqual({
      name: resume.name,
      reason: null,
    });
    expect(parseOk(resumeSchema, { name: resume.name })).toEqual({ name: resume.name });
  });

  it('takes nothing of the profile: the document is made from it', () => {
    expect(parseOk(resumeSchema, { ...resume, userName: '山田 太郎', jobHistories: [] })).toEqual(
      resume,
    );
  });

  it('rejects a missing or too long title and a too long reason', () => {
    expect(errorsOf(resumeSchema, { name: '', reason: 'あ'.repeat(2001) })).toEqual({
      name: '入力してください',
      reason: '2000文字以内で入力してください',
    });
    expect(errorsOf(resumeSchema, { name: 'あ'.repeat(51) })).toEqual({
      name: '50文字以内で入力してください',
    });
  });
});

describe('careerSheetSchema', () => {
  const careerSheet = { name: '職務経歴書', summary: '大型ドライバーとして10年勤務' };

  it('accepts a career sheet with or without a summary', () => {
    expect(parseOk(careerSheetSchema, careerSheet)).toEqual(careerSheet);
    expect(parseOk(careerSheetSchema, { name: careerSheet.name, summary: '' }).summary).toBe('');
  });

  it('rejects a missing name and a too long summary', () => {
    expect(errorsOf(careerSheetSchema, { name: ' ', summary: 'あ'.repeat(2001) })).toEqual({
      name: '入力してください',
      summary: '2000文字以内で入力してください',
    });
    expect(errorsOf(careerSheetSchema, { ...careerSheet, name: 'あ'.repeat(51) })).toEqual({
      name: '50文字以内で入力してください',
    });
  });
});

describe('resumeUpdateSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => vi.useRealTimers());

  const edited = {
    id: '12',
    name: '運送会社向け',
    reason: '地元で働きたい',
    hopes: '貴社規定に従います',
    nameKana: 'ヤマダ　タロウ',
    birthDate: '1990-04-02',
    postalCode: '１００－０００１',
    prefectureId: '13',
    municipality: '千代田区',
    addressLine: '千代田1-1',
    refreshProfile: true,
  };

  it('normalises the reading to hiragana, the postal code to digits, ids to numbers', () => {
    expect(parseOk(resumeUpdateSchema, edited)).toEqual({
      ...edited,
      id: 12,
      nameKana: 'やまだ たろう',
      postalCode: '1000001',
      prefectureId: 13,
    });
  });

  it('takes blank optional parts as not given', () => {
    expect(
      parseOk(resumeUpdateSchema, {
        id: 1,
        name: '下書き',
        nameKana: '',
        birthDate: '',
        postalCode: '',
        prefectureId: '',
        municipality: '',
      }),
    ).toEqual({
      id: 1,
      name: '下書き',
      nameKana: null,
      birthDate: null,
      postalCode: null,
      prefectureId: null,
      municipality: '',
    });
  });

  it('rejects a date that does not exist, is badly written or is out of working age', () => {
    const message = '生年月日を正しく入力してください（例：1990-04-01）';
    for (const birthDate of ['1990-02-30', '1990/04/01', '19900401', '2015-01-01', '1900-01-01']) {
      expect(errorsOf(resumeUpdateSchema, { ...edited, birthDate }), birthDate).toEqual({
        birthDate: message,
      });
    }
    expect(parseOk(resumeUpdateSchema, { ...edited, birthDate: '2000-02-29' }).birthDate).toBe(
      '2000-02-29',
    );
  });

  it('names every wrong field in Japanese', () => {
    expect(
      errorsOf(resumeUpdateSchema, {
        id: 'x',
        name: '',
        nameKana: 'Yamada',
        postalCode: '12-34',
        prefectureId: 48,
        municipality: 'あ'.repeat(51),
        addressLine: 'あ'.repeat(101),
        hopes: 'あ'.repeat(501),
      }),
    ).toEqual({
      id: '選択してください',
      name: '入力してください',
      nameKana: 'ふりがなはひらがなで入力してください',
      postalCode: '郵便番号は7桁の数字で入力してください',
      prefectureId: '都道府県を選択してください',
      municipality: '50文字以内で入力してください',
      addressLine: '100文字以内で入力してください',
      hopes: '500文字以内で入力してください',
    });
  });
});

describe('careerSheetUpdateSchema', () => {
  it('accepts a title, a summary and a fresh copy of the profile', () => {
    expect(
      parseOk(careerSheetUpdateSchema, { id: '3', name: ' 職務経歴書 ', refreshProfile: false }),
    ).toEqual({ id: 3, name: '職務経歴書', refreshProfile: false });
  });

  it('rejects a missing title', () => {
    expect(errorsOf(careerSheetUpdateSchema, { id: 3, name: '' })).toEqual({
      name: '入力してください',
    });
  });
});
