import { describe, expect, it } from 'vitest';
import { careerSheetSchema, resumeSchema } from './documents';
import { errorsOf, parseOk } from './test-helpers';

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
