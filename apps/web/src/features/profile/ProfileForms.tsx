'use client';

import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextField } from '@jobsite/ui/text-field';
import { useState } from 'react';
import { BirthYearField, GenderField, NameField } from '@/components/forms/PersonFields';
import { PostalAddressFields } from '@/features/postal/PostalAddressFields';
import { fieldBinder } from '@/lib/forms/field-binder';
import { SaveForm } from './FormStatus';
import * as css from './forms.css';
import { GroupedCheckboxes } from './GroupedCheckboxes';
import type { Option, OptionGroup } from './options';
import { saveBasicInformation, saveDesiredOccupations } from './profile-actions';
import type { BasicInformationValues, WishesValues } from './profile-form';
import { useSave } from './use-save';

export type BasicInformationOptions = {
  birthYears: Option[];
  genders: Option[];
  prefectures: Option[];
  employmentStatuses: Option[];
};

const SPOUSE_OPTIONS: Option[] = [
  { value: 'true', label: 'あり' },
  { value: 'false', label: 'なし' },
];

/** 基本情報: name, birth year, gender, address, employment and family (updateUserBasicInformation). */
export function BasicInformationForm({
  initial,
  options,
}: {
  initial: BasicInformationValues;
  options: BasicInformationOptions;
}) {
  const [values, setValues] = useState(initial);
  const save = useSave(saveBasicInformation);
  const { fieldErrors } = save;
  const set = (field: keyof BasicInformationValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = fieldBinder(values, set, (field) => fieldErrors[field]);
  return (
    <SaveForm
      id="basic"
      title="基本情報"
      save={save}
      values={values}
      submitLabel="基本情報を保存する"
    >
      <NameField {...bind('name')} />
      <div className={css.twoColumns}>
        <BirthYearField options={options.birthYears} {...bind('birthYear')} />
        <GenderField required={false} options={options.genders} {...bind.choice('gender')} />
      </div>
      {/* A member's profile keeps the prefecture only; the lookup fills that. */}
      <PostalAddressFields
        zipCode={bind.valued('zipCode')}
        prefecture={bind('prefectureId')}
        prefectures={options.prefectures}
        prefectureRequired={false}
        rowClassName={css.twoColumns}
        onFound={(found) => set('prefectureId')(found.prefectureId)}
      />
      <RadioGroup
        label="現在の就業状況"
        name="employmentStatus"
        required={false}
        options={options.employmentStatuses}
        value={values.employmentStatus || null}
        onChange={set('employmentStatus')}
        columns={3}
        error={fieldErrors.employmentStatus}
      />
      <div className={css.twoColumns}>
        <TextField
          label="扶養家族の人数"
          inputMode="numeric"
          required={false}
          hint="配偶者を除く人数（0〜20）"
          {...bind('numberOfDependents')}
        />
        <RadioGroup
          label="配偶者"
          name="hasSpouse"
          required={false}
          options={SPOUSE_OPTIONS}
          value={values.hasSpouse || null}
          onChange={set('hasSpouse')}
          columns={2}
          error={fieldErrors.hasSpouse}
        />
      </div>
    </SaveForm>
  );
}

/** 希望職種 (updateUser desiredOccupationIds): at least one, as at sign-up. */
export function DesiredOccupationsForm({
  initial,
  groups,
}: {
  initial: WishesValues;
  groups: OptionGroup[];
}) {
  const [values, setValues] = useState(initial);
  const save = useSave(saveDesiredOccupations);
  const { fieldErrors } = save;
  return (
    <SaveForm
      id="wishes"
      title="希望職種"
      save={save}
      values={values}
      submitLabel="希望職種を保存する"
    >
      <GroupedCheckboxes
        label="希望する職種"
        name="desiredOccupationIds"
        required
        groups={groups}
        value={values.desiredOccupationIds}
        onChange={(desiredOccupationIds) => setValues({ desiredOccupationIds })}
        error={fieldErrors.desiredOccupationIds}
      />
    </SaveForm>
  );
}
