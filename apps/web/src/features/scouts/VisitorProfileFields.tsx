'use client';

import type { FieldErrors } from '@jobsite/domain/errors';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { SelectField } from '@jobsite/ui/select-field';
import {
  BirthYearField,
  EmailField,
  GenderField,
  NameField,
  PhoneNumberField,
} from '@/components/forms/PersonFields';
import { PostalAddressFields } from '@/features/postal/PostalAddressFields';
import { fieldBinder } from '@/lib/forms/field-binder';
import type { Choice } from './options';
import type { VisitorField, VisitorFormValues } from './visitor-form';

/** Option lists of the visitor's profile, built on the server from the domain's masters. */
export type VisitorProfileOptions = {
  birthYears: readonly Choice[];
  prefectures: readonly Choice[];
  genders: readonly Choice[];
  employmentStatuses: readonly Choice[];
  startTimings: readonly Choice[];
  contactMethods: readonly Choice[];
};

/**
 * Who the visitor is (GraphQL VisitorProfileInput): what the company needs to reach them.
 * Required: name, birth year, postal code, phone number; the rest helps the company.
 */
export function VisitorProfileFields({
  values,
  errors,
  options,
  onChange,
}: {
  values: VisitorFormValues;
  errors: FieldErrors;
  options: VisitorProfileOptions;
  onChange: (field: VisitorField, value: string) => void;
}) {
  const bind = fieldBinder(
    values,
    (field) => (value: string) => onChange(field, value),
    (field) => errors[field],
  );
  return (
    <>
      <NameField {...bind('name')} />
      <BirthYearField options={options.birthYears} {...bind('birthYear')} />
      <GenderField options={options.genders} {...bind.choice('gender')} />
      <PostalAddressFields
        zipCode={bind.valued('zipCode')}
        prefecture={bind('prefectureId')}
        prefectures={options.prefectures}
        onFound={(found) => onChange('prefectureId', found.prefectureId)}
      />
      <PhoneNumberField {...bind('phoneNumber')} />
      <RadioGroup
        label="ご希望の連絡方法"
        name="contactMethod"
        options={options.contactMethods}
        value={values.contactMethod || null}
        onChange={(value) => onChange('contactMethod', value)}
        columns={2}
        error={errors.contactMethod}
      />
      <EmailField required={values.contactMethod === 'email'} {...bind('email')} />
      <SelectField
        label="現在の就業状況"
        options={options.employmentStatuses}
        {...bind('employmentStatus')}
      />
      <SelectField
        label="希望する転職時期"
        options={options.startTimings}
        {...bind('desiredJobChangeTiming')}
      />
    </>
  );
}
