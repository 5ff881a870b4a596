'use client';

import type { FieldErrors } from '@jobsite/domain/errors';
import { PostalCodeField } from '@jobsite/ui/postal-code-field';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { SelectField } from '@jobsite/ui/select-field';
import { TextField } from '@jobsite/ui/text-field';
import { PostalNotice } from '@/features/postal/PostalNotice';
import { usePostalAddressFill } from '@/features/postal/use-postal-address-fill';
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
  const postal = usePostalAddressFill((found) => onChange('prefectureId', found.prefectureId));
  return (
    <>
      <TextField
        label="お名前"
        name="name"
        autoComplete="name"
        required
        maxLength={50}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
      />
      <SelectField
        label="生まれ年"
        name="birthYear"
        required
        options={options.birthYears}
        value={values.birthYear}
        onChange={(event) => onChange('birthYear', event.target.value)}
        error={errors.birthYear}
      />
      <RadioGroup
        label="性別"
        name="gender"
        options={options.genders}
        value={values.gender || null}
        onChange={(value) => onChange('gender', value)}
        columns={3}
        error={errors.gender}
      />
      <PostalCodeField
        name="zipCode"
        required
        value={values.zipCode}
        onValueChange={(value) => onChange('zipCode', value)}
        onComplete={postal.lookUp}
        error={errors.zipCode}
      />
      <SelectField
        label="都道府県"
        name="prefectureId"
        options={options.prefectures}
        value={values.prefectureId}
        onChange={(event) => onChange('prefectureId', event.target.value)}
        error={errors.prefectureId}
      />
      <PostalNotice notice={postal.notice} />
      <TextField
        label="電話番号"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        required
        hint="ハイフンなしでも入力できます"
        value={values.phoneNumber}
        onChange={(event) => onChange('phoneNumber', event.target.value)}
        error={errors.phoneNumber}
      />
      <RadioGroup
        label="ご希望の連絡方法"
        name="contactMethod"
        options={options.contactMethods}
        value={values.contactMethod || null}
        onChange={(value) => onChange('contactMethod', value)}
        columns={2}
        error={errors.contactMethod}
      />
      <TextField
        label="メールアドレス"
        name="email"
        type="email"
        autoComplete="email"
        required={values.contactMethod === 'email'}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errors.email}
      />
      <SelectField
        label="現在の就業状況"
        name="employmentStatus"
        options={options.employmentStatuses}
        value={values.employmentStatus}
        onChange={(event) => onChange('employmentStatus', event.target.value)}
        error={errors.employmentStatus}
      />
      <SelectField
        label="希望する転職時期"
        name="desiredJobChangeTiming"
        options={options.startTimings}
        value={values.desiredJobChangeTiming}
        onChange={(event) => onChange('desiredJobChangeTiming', event.target.value)}
        error={errors.desiredJobChangeTiming}
      />
    </>
  );
}
