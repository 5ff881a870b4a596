import { describe, expect, it } from 'vitest';
import { isEntryDetour, signupValuesFromDraft } from './signup-draft';

describe('signupValuesFromDraft', () => {
  it('fills the sign-up fields from an application draft, email first', () => {
    const draft = {
      values: {
        name: ' 佐藤 花子 ',
        furigana: 'さとう はなこ',
        email: 'hanako@example.com',
        phoneNumber: '09012345678',
        birthYear: '1990',
        zipCode: '1000001',
        addressLine: '千代田区千代田1-1',
      },
      qualificationIds: ['3', '12'],
    };
    expect(signupValuesFromDraft(draft)).toEqual({
      emailOrPhoneNumber: 'hanako@example.com',
      name: '佐藤 花子',
      birthYear: '1990',
      zipCode: '1000001',
      qualificationIds: ['3', '12'],
    });
  });

  it('takes the phone number without an email and leaves blank fields out', () => {
    const draft = {
      values: { email: ' ', phoneNumber: '09012345678', name: '' },
      qualificationIds: [],
    };
    expect(signupValuesFromDraft(draft)).toEqual({ emailOrPhoneNumber: '09012345678' });
    expect(signupValuesFromDraft(null)).toEqual({});
  });
});

describe('isEntryDetour', () => {
  it('is true only for a sign-up that came from an application', () => {
    expect(isEntryDetour(new URLSearchParams('job_id=12'))).toBe(true);
    expect(isEntryDetour(new URLSearchParams('job_ids=12,13&type=inquiry'))).toBe(true);
    expect(isEntryDetour(new URLSearchParams('redirect_path=%2Fkeep'))).toBe(false);
  });
});
