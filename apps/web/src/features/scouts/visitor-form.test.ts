import { toJstParts } from '@jobsite/domain/formatters';
import { describe, expect, it } from 'vitest';
import {
  checkVisitorAnswer,
  EMPTY_VISITOR_FORM,
  formFieldErrors,
  visitorAnswerInput,
} from './visitor-form';

const thisYear = toJstParts(Date.now())?.year ?? 2025;
const filled = {
  ...EMPTY_VISITOR_FORM,
  name: '山田 太郎',
  birthYear: String(thisYear - 30),
  zipCode: '100-0001',
  phoneNumber: '090-1234-5678',
};

describe('visitor scout answer form', () => {
  it('turns what was typed into the GraphQL input, empty choices as null', () => {
    expect(visitorAnswerInput('abc123', { ...filled, prefectureId: '13', message: '' })).toEqual({
      scoutUrlId: 'abc123',
      profile: {
        name: '山田 太郎',
        birthYear: thisYear - 30,
        gender: null,
        zipCode: '100-0001',
        prefectureId: '13',
        phoneNumber: '090-1234-5678',
        email: null,
        employmentStatus: null,
        desiredJobChangeTiming: null,
        contactMethod: null,
      },
      message: null,
    });
  });

  it('accepts a complete form for both answers', () => {
    expect(checkVisitorAnswer('entry', 'abc123', filled)).toEqual({});
    expect(
      checkVisitorAnswer('inquiry', 'abc123', { ...filled, message: '詳しく聞きたいです' }),
    ).toEqual({});
  });

  it('reports each missing or wrong field in Japanese under the form’s field names', () => {
    const errors = checkVisitorAnswer('entry', 'abc123', EMPTY_VISITOR_FORM);
    expect(Object.keys(errors).sort()).toEqual(['birthYear', 'name', 'phoneNumber', 'zipCode']);
    for (const text of Object.values(errors)) expect(text).toMatch(/[ぁ-んァ-ン一-龥]/);
    const wrong = checkVisitorAnswer('entry', 'abc123', {
      ...filled,
      zipCode: '12',
      phoneNumber: 'abc',
    });
    expect(Object.keys(wrong).sort()).toEqual(['phoneNumber', 'zipCode']);
  });

  it('asks for the email when email is the chosen contact method', () => {
    const errors = checkVisitorAnswer('inquiry', 'abc123', { ...filled, contactMethod: 'email' });
    expect(Object.keys(errors)).toEqual(['email']);
  });

  it('maps the api’s field paths to the same names', () => {
    expect(
      formFieldErrors({ 'input.profile.zipCode': 'x', 'input.message': 'y', name: 'z' }),
    ).toEqual({
      zipCode: 'x',
      message: 'y',
      name: 'z',
    });
  });
});
