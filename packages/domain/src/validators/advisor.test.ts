import { describe, expect, it } from 'vitest';
import { ADVISOR_REQUEST_LIMITS } from '../constants';
import { advisorRequestSchema, PREFERRED_TIMES_MESSAGE } from './advisor';
import { errorsOf, parseOk } from './test-helpers';

describe('advisorRequestSchema', () => {
  const valid = {
    contactMethod: 'email',
    email: 'Taro@Example.com',
    preferredTimes: ['weekday_evening', 'weekend'],
    note: '  大型免許を活かせる仕事を探しています。 ',
  };

  it('accepts an email request, normalising the address and the note', () => {
    expect(parseOk(advisorRequestSchema, valid)).toEqual({
      ...valid,
      email: 'taro@example.com',
      note: '大型免許を活かせる仕事を探しています。',
    });
  });

  it('accepts a phone request with a job and no note', () => {
    const parsed = parseOk(advisorRequestSchema, {
      contactMethod: 'phone_number',
      phoneNumber: '090-1234-5678',
      preferredTimes: ['anytime'],
      note: null,
      jobId: '42',
    });
    expect(parsed).toMatchObject({ phoneNumber: '09012345678', jobId: 42, note: null });
  });

  it('requires the address of the chosen contact method', () => {
    expect(errorsOf(advisorRequestSchema, { ...valid, email: '' })).toEqual({
      email: '入力してください',
    });
    expect(errorsOf(advisorRequestSchema, { ...valid, contactMethod: 'phone_number' })).toEqual({
      phoneNumber: '入力してください',
    });
  });

  it('requires at least one preferred time, each once and known', () => {
    expect(errorsOf(advisorRequestSchema, { ...valid, preferredTimes: [] })).toEqual({
      preferredTimes: PREFERRED_TIMES_MESSAGE,
    });
    expect(
      errorsOf(advisorRequestSchema, { ...valid, preferredTimes: ['weekend', 'weekend'] }),
    ).toEqual({ preferredTimes: '同じ項目が重複しています' });
    expect(
      Object.keys(errorsOf(advisorRequestSchema, { ...valid, preferredTimes: ['midnight'] })),
    ).toEqual(['preferredTimes.0']);
  });

  it('limits the note and rejects an unknown contact method and a bad job id', () => {
    const max = ADVISOR_REQUEST_LIMITS.maxNoteLength;
    expect(parseOk(advisorRequestSchema, { ...valid, note: 'あ'.repeat(max) }).note).toHaveLength(
      max,
    );
    expect(errorsOf(advisorRequestSchema, { ...valid, note: 'あ'.repeat(max + 1) })).toEqual({
      note: `${max}文字以内で入力してください`,
    });
    expect(
      Object.keys(errorsOf(advisorRequestSchema, { ...valid, contactMethod: 'line', jobId: 'x' })),
    ).toEqual(['contactMethod', 'jobId']);
  });
});
