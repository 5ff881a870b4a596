import { describe, expect, it } from 'vitest';
import { educationalBackgroundSchema } from './educational-background';
import { atFixedNow, errorsOf, parseOk } from './test-helpers';

// "Now" is June 2025 in Japan.
atFixedNow();

const valid = {
  education: 'high_school',
  schoolName: '東京都立〇〇高等学校',
  graduationStatus: 'graduated',
  graduationYear: 2008,
  graduationMonth: 3,
};

describe('educationalBackgroundSchema', () => {
  it('accepts a past graduation', () => {
    expect(parseOk(educationalBackgroundSchema, valid)).toEqual(valid);
  });

  it('accepts an expected graduation from this month on', () => {
    for (const [graduationYear, graduationMonth] of [
      [2025, 6],
      [2027, 3],
    ]) {
      const input = {
        ...valid,
        graduationStatus: 'expected_to_graduate',
        graduationYear,
        graduationMonth,
      };
      expect(parseOk(educationalBackgroundSchema, input).graduationYear).toBe(graduationYear);
    }
  });

  it('accepts a background without a graduation date', () => {
    const input = { ...valid, graduationYear: null, graduationMonth: undefined };
    expect(parseOk(educationalBackgroundSchema, input).graduationYear).toBeNull();
  });

  it('rejects a past date for an expected graduation', () => {
    const input = {
      ...valid,
      graduationStatus: 'expected_to_graduate',
      graduationYear: 2025,
      graduationMonth: 3,
    };
    expect(errorsOf(educationalBackgroundSchema, input)).toEqual({
      graduationYear: '卒業見込みの場合は今月以降の年月を選択してください',
    });
  });

  it('rejects a future date for a graduation or a dropout', () => {
    for (const graduationStatus of ['graduated', 'dropped_out']) {
      const input = { ...valid, graduationStatus, graduationYear: 2026, graduationMonth: 3 };
      expect(errorsOf(educationalBackgroundSchema, input)).toEqual({
        graduationYear: '卒業年月は現在までの年月を選択してください',
      });
    }
  });

  it('requires both parts of the graduation date', () => {
    expect(errorsOf(educationalBackgroundSchema, { ...valid, graduationMonth: null })).toEqual({
      graduationMonth: '卒業年月は年と月の両方を選択してください',
    });
  });

  it('accepts a background without a school name', () => {
    expect(
      parseOk(educationalBackgroundSchema, { ...valid, schoolName: null }).schoolName,
    ).toBeNull();
    expect(parseOk(educationalBackgroundSchema, { ...valid, schoolName: ' ' }).schoolName).toBe('');
  });

  it('rejects unknown choices, a too long school name and a bad month', () => {
    expect(
      errorsOf(educationalBackgroundSchema, {
        ...valid,
        education: 'kindergarten',
        schoolName: 'あ'.repeat(101),
        graduationStatus: 'left',
        graduationMonth: 0,
      }),
    ).toEqual({
      education: '選択してください',
      schoolName: '100文字以内で入力してください',
      graduationStatus: '選択してください',
      graduationMonth: '月を選択してください',
    });
  });
});
