import { describe, expect, it } from 'vitest';
import { NO_CHOICES, prefillInquiry } from './inquiry-prefill';
import { EMPTY_VISITOR_FORM } from './visitor-form';

const options = {
  occupationGroups: [{ options: [{ value: '1' }, { value: '2' }] }],
  qualificationGroups: [{ options: [{ value: '10' }] }, { options: [{ value: '11' }] }],
  genders: [{ value: 'male' }, { value: 'female' }],
  employmentStatuses: [{ value: 'employed' }],
};

const record = {
  name: '山田 太郎',
  birthYear: 1990,
  gender: 'male',
  zipCode: '100-0001',
  phoneNumber: '09012345678',
  employmentStatus: 'employed',
  occupations: [{ id: '1' }, { id: '99' }],
  qualifications: [{ id: '11' }, { id: '12' }],
};

describe('prefillInquiry', () => {
  it('fills the profile from the CRM record and ticks only offered choices', () => {
    const { values, choices } = prefillInquiry(EMPTY_VISITOR_FORM, record, options);
    expect(values).toMatchObject({
      name: '山田 太郎',
      birthYear: '1990',
      gender: 'male',
      zipCode: '1000001',
      phoneNumber: '09012345678',
      employmentStatus: 'employed',
      email: '',
    });
    expect(choices).toEqual({ desiredOccupationIds: ['1'], qualificationIds: ['11'] });
  });

  it('keeps what was typed already and leaves out values the form does not offer', () => {
    const typed = { ...EMPTY_VISITOR_FORM, name: '入力 済み' };
    const { values } = prefillInquiry(
      typed,
      { ...record, gender: 'unknown', employmentStatus: null },
      options,
    );
    expect(values.name).toBe('入力 済み');
    expect(values.gender).toBe('');
    expect(values.employmentStatus).toBe('');
  });

  it('builds the name from family and given name when the record has no full name', () => {
    const { values } = prefillInquiry(
      EMPTY_VISITOR_FORM,
      { ...record, name: null, lastName: '佐藤', firstName: '花子' },
      options,
    );
    expect(values.name).toBe('佐藤 花子');
  });

  it('changes nothing without a record', () => {
    expect(prefillInquiry(EMPTY_VISITOR_FORM, null, options)).toEqual({
      values: EMPTY_VISITOR_FORM,
      choices: NO_CHOICES,
    });
  });
});
