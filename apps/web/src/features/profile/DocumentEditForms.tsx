'use client';

import { Button } from '@jobsite/ui/button';
import { PostalCodeField } from '@jobsite/ui/postal-code-field';
import { SelectField } from '@jobsite/ui/select-field';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { TextField } from '@jobsite/ui/text-field';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { SaveState } from '@/features/mypage/mutation-result';
import { fieldBinder } from '@/lib/forms/field-binder';
import type { CareerSheetEditValues, ResumeEditValues } from './document-form';
import { FormStatus } from './FormStatus';
import * as css from './forms.css';
import type { Option } from './options';
import { updateCareerSheet, updateResume } from './profile-actions';
import { useSave } from './use-save';

/** The part both edit forms share: the save, its status, the fresh-copy box and the button. */
function EditForm<V extends { id: string; refreshProfile: boolean }>({
  label,
  initial,
  save,
  children,
}: {
  label: string;
  initial: V;
  save: (values: V) => Promise<SaveState>;
  children: (
    values: V,
    set: <K extends keyof V>(field: K) => (value: V[K]) => void,
    fieldErrors: Record<string, string>,
    bind: ReturnType<typeof fieldBinder<V>>,
  ) => ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const { state, pending, disabled, submit, fieldErrors, summaryRef } = useSave(save);
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values);
  };
  return (
    <form className={css.form} noValidate aria-label={label} onSubmit={onSubmit}>
      <FormStatus state={state} summaryRef={summaryRef} />
      {children(
        values,
        set,
        fieldErrors,
        fieldBinder(values, set, (field) => fieldErrors[field]),
      )}
      <label className={css.checkboxLine}>
        <input
          type="checkbox"
          checked={values.refreshProfile}
          onChange={(event) => set('refreshProfile')(event.target.checked as V['refreshProfile'])}
        />
        プロフィール・職歴・資格・学歴の今の内容を取り込む
      </label>
      <div className={css.actions}>
        <Button type="submit" size="lg" disabled={disabled} loading={pending}>
          {pending ? '保存中…' : '保存する'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 履歴書の編集 (updateResume): what the JIS layout asks beside the profile, namely the reading,
 * the full birth date, the address, 志望動機 and 本人希望.
 */
export function ResumeEditForm({
  initial,
  prefectures,
}: {
  initial: ResumeEditValues;
  prefectures: Option[];
}) {
  return (
    <EditForm label={`「${initial.name}」を編集`} initial={initial} save={updateResume}>
      {(values, set, errors, bind) => (
        <>
          <TextField label="履歴書の名前" required maxLength={50} {...bind('name')} />
          <div className={css.twoColumns}>
            <TextField
              label="ふりがな"
              required={false}
              maxLength={50}
              placeholder="例：やまだ たろう"
              {...bind('nameKana')}
            />
            <TextField label="生年月日" type="date" required={false} {...bind('birthDate')} />
          </div>
          <div className={css.twoColumns}>
            <PostalCodeField
              name="postalCode"
              required={false}
              value={values.postalCode}
              onValueChange={set('postalCode')}
              error={errors.postalCode}
            />
            <SelectField
              label="都道府県"
              required={false}
              options={prefectures}
              {...bind('prefectureId')}
            />
          </div>
          <TextField
            label="市区町村"
            required={false}
            maxLength={50}
            placeholder="例：千代田区"
            {...bind('municipality')}
          />
          <TextField
            label="番地・建物名"
            required={false}
            maxLength={100}
            placeholder="例：千代田1-1 ○○マンション101"
            {...bind('addressLine')}
          />
          <TextAreaField
            label="志望動機・自己PR"
            required={false}
            rows={6}
            maxLength={2000}
            hint="2,000文字以内"
            {...bind('reason')}
          />
          <TextAreaField
            label="本人希望"
            required={false}
            rows={3}
            maxLength={500}
            hint="給料・職種・勤務時間・勤務地などの希望（500文字以内）"
            {...bind('hopes')}
          />
        </>
      )}
    </EditForm>
  );
}

/** 職務経歴書の編集 (updateCareerSheet): its title and 職務要約. */
export function CareerSheetEditForm({ initial }: { initial: CareerSheetEditValues }) {
  return (
    <EditForm label={`「${initial.name}」を編集`} initial={initial} save={updateCareerSheet}>
      {(_values, _set, _errors, bind) => (
        <>
          <TextField label="職務経歴書の名前" required maxLength={50} {...bind('name')} />
          <TextAreaField
            label="職務要約"
            required={false}
            rows={6}
            maxLength={2000}
            hint="2,000文字以内"
            {...bind('summary')}
          />
        </>
      )}
    </EditForm>
  );
}
