'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { SelectField } from '@jobsite/ui/select-field';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { TextField } from '@jobsite/ui/text-field';
import { YearMonthPicker } from '@jobsite/ui/year-month-picker';
import { useCallback, useId, useRef, useState } from 'react';
import {
  type EducationValues,
  emptyJobHistory,
  type JobHistoryValues,
  type PersonalityValues,
} from './career-form';
import { SaveForm } from './FormStatus';
import * as css from './forms.css';
import { GroupedCheckboxes } from './GroupedCheckboxes';
import type { Option, OptionGroup } from './options';
import {
  saveEducation,
  saveJobHistories,
  savePersonality,
  saveQualifications,
} from './profile-actions';
import type { QualificationsValues } from './profile-form';
import { useSave } from './use-save';

const MAX_JOB_HISTORIES = 20;

type Years = { minYear: number; maxYear: number };

/** 職歴: the whole list, saved at once (saveJobHistories); rows added and removed freely. */
export function JobHistoriesForm({
  initial,
  occupations,
  employmentTypes,
  years,
}: {
  initial: JobHistoryValues[];
  occupations: Option[];
  employmentTypes: Option[];
  years: Years;
}) {
  const [rows, setRows] = useState(initial);
  const nextKey = useRef(0);
  const formId = useId();
  const onResult = useCallback((result: Awaited<ReturnType<typeof saveJobHistories>>) => {
    // Saved rows come back with their ids, so the next save updates them instead of adding.
    if (result.rows) setRows(result.rows);
  }, []);
  const stateOf = useCallback(
    (result: Awaited<ReturnType<typeof saveJobHistories>>) => result.state,
    [],
  );
  const save = useSave(saveJobHistories, stateOf, onResult);
  const { fieldErrors } = save;

  const update = (key: string, change: Partial<JobHistoryValues>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    nextKey.current += 1;
    setRows((current) => [...current, emptyJobHistory(`${formId}-new-${nextKey.current}`)]);
  };
  const remove = (key: string) => setRows((current) => current.filter((row) => row.key !== key));

  return (
    <SaveForm
      id="histories"
      title="職歴"
      save={save}
      values={rows}
      submitLabel="職歴を保存する"
      actions={
        <Button tone="secondary" onClick={add} disabled={rows.length >= MAX_JOB_HISTORIES}>
          職歴を追加
        </Button>
      }
    >
      {rows.length === 0 && <p className={css.muted}>職歴はまだ登録されていません。</p>}
      {rows.map((row, index) => {
        const error = (field: string) => fieldErrors[`jobHistories.${index}.${field}`];
        const title = `職歴${index + 1}`;
        return (
          <fieldset key={row.key} className={css.row} aria-label={title}>
            <div className={css.rowHeader}>
              <span className={css.rowTitle}>{title}</span>
              <Button tone="secondary" size="sm" onClick={() => remove(row.key)}>
                {title}を削除
              </Button>
            </div>
            <TextField
              label="会社名"
              required
              maxLength={100}
              value={row.companyName}
              onChange={(event) => update(row.key, { companyName: event.target.value })}
              error={error('companyName')}
            />
            <TextField
              label="事業内容"
              required={false}
              maxLength={200}
              value={row.companyBusinessDetail}
              onChange={(event) => update(row.key, { companyBusinessDetail: event.target.value })}
              error={error('companyBusinessDetail')}
            />
            <div className={css.twoColumns}>
              <SelectField
                label="職種"
                options={occupations}
                value={row.occupationId}
                onChange={(event) => update(row.key, { occupationId: event.target.value })}
                error={error('occupationId')}
                hint="当てはまらない場合は「その他の職種」に入力"
              />
              <TextField
                label="その他の職種"
                required={false}
                maxLength={50}
                value={row.otherOccupationName}
                onChange={(event) => update(row.key, { otherOccupationName: event.target.value })}
                error={error('otherOccupationName')}
              />
            </div>
            <SelectField
              label="雇用形態"
              required
              options={employmentTypes}
              value={row.employmentType}
              onChange={(event) => update(row.key, { employmentType: event.target.value })}
              error={error('employmentType')}
            />
            <YearMonthPicker
              label="入社年月"
              required
              minYear={years.minYear}
              maxYear={years.maxYear}
              value={row.joined}
              onChange={(joined) => update(row.key, { joined })}
              error={error('joinedYear') ?? error('joinedMonth')}
            />
            <label className={css.checkboxLine}>
              <input
                type="checkbox"
                checked={row.current}
                onChange={(event) => update(row.key, { current: event.target.checked })}
              />
              現在も在籍中
            </label>
            {!row.current && (
              <YearMonthPicker
                label="退職年月"
                minYear={years.minYear}
                maxYear={years.maxYear}
                value={row.retired}
                onChange={(retired) => update(row.key, { retired })}
                error={error('retiredYear') ?? error('retiredMonth')}
              />
            )}
            <TextAreaField
              label="仕事内容"
              required={false}
              rows={4}
              maxLength={2000}
              value={row.jobDescription}
              onChange={(event) => update(row.key, { jobDescription: event.target.value })}
              error={error('jobDescription')}
            />
          </fieldset>
        );
      })}
      {fieldErrors.jobHistories && <Alert>{fieldErrors.jobHistories}</Alert>}
    </SaveForm>
  );
}

/** 学歴: the final education (saveEducationalBackground). */
export function EducationForm({
  initial,
  educations,
  statuses,
  years,
}: {
  initial: EducationValues;
  educations: Option[];
  statuses: Option[];
  years: Years;
}) {
  const [values, setValues] = useState(initial);
  const save = useSave(saveEducation);
  const { fieldErrors } = save;
  const set = (change: Partial<EducationValues>) =>
    setValues((current) => ({ ...current, ...change }));
  return (
    <SaveForm
      id="education"
      title="学歴（最終学歴）"
      save={save}
      values={values}
      submitLabel="学歴を保存する"
    >
      <SelectField
        label="最終学歴"
        required
        options={educations}
        value={values.education}
        onChange={(event) => set({ education: event.target.value })}
        error={fieldErrors.education}
      />
      <TextField
        label="学校名"
        required={false}
        maxLength={100}
        value={values.schoolName}
        onChange={(event) => set({ schoolName: event.target.value })}
        error={fieldErrors.schoolName}
      />
      <RadioGroup
        label="卒業区分"
        name="graduationStatus"
        required
        options={statuses}
        columns={2}
        value={values.graduationStatus || null}
        onChange={(graduationStatus) => set({ graduationStatus })}
        error={fieldErrors.graduationStatus}
      />
      <YearMonthPicker
        label="卒業（見込み）年月"
        minYear={years.minYear}
        maxYear={years.maxYear + 6}
        value={values.graduation}
        onChange={(graduation) => set({ graduation })}
        error={fieldErrors.graduationYear ?? fieldErrors.graduationMonth}
      />
    </SaveForm>
  );
}

/** 保有資格 (updateUser qualificationIds), the five lists of spec §3. */
export function QualificationsForm({
  initial,
  groups,
}: {
  initial: QualificationsValues;
  groups: OptionGroup[];
}) {
  const [values, setValues] = useState(initial);
  const save = useSave(saveQualifications);
  const { fieldErrors } = save;
  return (
    <SaveForm
      id="qualifications"
      title="保有資格"
      save={save}
      values={values}
      submitLabel="資格を保存する"
    >
      <GroupedCheckboxes
        label="お持ちの資格・免許"
        name="qualificationIds"
        groups={groups}
        value={values.qualificationIds}
        onChange={(qualificationIds) => setValues({ qualificationIds })}
        error={fieldErrors.qualificationIds}
      />
    </SaveForm>
  );
}

export type PersonalityOptions = {
  startTimings: Option[];
  shifts: Option[];
  salaries: Option[];
  cars: Option[];
  conditions: Option[];
  strengths: Option[];
};

/** 自己PR・希望条件 (savePersonalityAndRequirements) with the option lists of the domain. */
export function PersonalityForm({
  initial,
  options,
}: {
  initial: PersonalityValues;
  options: PersonalityOptions;
}) {
  const [values, setValues] = useState(initial);
  const save = useSave(savePersonality);
  const { fieldErrors } = save;
  const set = (change: Partial<PersonalityValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const p = (field: string) => fieldErrors[`personality.${field}`];
  const r = (field: string) => fieldErrors[`requirements.${field}`];
  return (
    <SaveForm
      id="personality"
      title="自己PR・希望条件"
      save={save}
      values={values}
      submitLabel="自己PR・希望条件を保存する"
    >
      <TextAreaField
        label="自己PR"
        required={false}
        rows={6}
        maxLength={1000}
        hint="1,000文字以内"
        value={values.selfPr}
        onChange={(event) => set({ selfPr: event.target.value })}
        error={p('selfPr')}
      />
      <div className={css.twoColumns}>
        <TextField
          label="得意なこと"
          required={false}
          maxLength={200}
          value={values.speciality}
          onChange={(event) => set({ speciality: event.target.value })}
          error={p('speciality')}
        />
        <TextField
          label="趣味・関心"
          required={false}
          maxLength={200}
          value={values.interestOrHobby}
          onChange={(event) => set({ interestOrHobby: event.target.value })}
          error={p('interestOrHobby')}
        />
      </div>
      <TextField
        label="これまでに勤めた会社の数"
        required={false}
        inputMode="numeric"
        hint="0〜99"
        value={values.experienceCompanyNum}
        onChange={(event) => set({ experienceCompanyNum: event.target.value })}
        error={p('experienceCompanyNum')}
      />
      <div className={css.twoColumns}>
        <SelectField
          label="希望の転職時期"
          required={false}
          options={options.startTimings}
          placeholder="指定なし"
          value={values.desiredJobChangeTiming}
          onChange={(event) => set({ desiredJobChangeTiming: event.target.value })}
          error={r('desiredJobChangeTiming')}
        />
        <SelectField
          label="希望の勤務時間帯"
          required={false}
          options={options.shifts}
          placeholder="指定なし"
          value={values.desiredWorkingHours}
          onChange={(event) => set({ desiredWorkingHours: event.target.value })}
          error={r('desiredWorkingHours')}
        />
      </div>
      <div className={css.twoColumns}>
        <SelectField
          label="希望月給（下限）"
          required={false}
          options={options.salaries}
          placeholder="指定なし"
          value={values.salaryLowest}
          onChange={(event) => set({ salaryLowest: event.target.value })}
          error={r('salaryRange.lowest')}
        />
        <SelectField
          label="希望月給（上限）"
          required={false}
          options={options.salaries}
          placeholder="指定なし"
          value={values.salaryHighest}
          onChange={(event) => set({ salaryHighest: event.target.value })}
          error={r('salaryRange.highest')}
        />
      </div>
      <CheckboxGroup
        label="乗りたい車両"
        name="desiredCarIds"
        columns={3}
        options={options.cars}
        value={values.desiredCarIds}
        onChange={(desiredCarIds) => set({ desiredCarIds })}
        error={r('desiredCarIds')}
      />
      <CheckboxGroup
        label="こだわり条件"
        name="desiredParticularConditionIds"
        columns={2}
        options={options.conditions}
        value={values.desiredParticularConditionIds}
        onChange={(desiredParticularConditionIds) => set({ desiredParticularConditionIds })}
        error={r('desiredParticularConditionIds')}
      />
      <CheckboxGroup
        label="職場に求めること"
        name="desiredWorkplaceStrengthIds"
        columns={2}
        options={options.strengths}
        value={values.desiredWorkplaceStrengthIds}
        onChange={(desiredWorkplaceStrengthIds) => set({ desiredWorkplaceStrengthIds })}
        error={r('desiredWorkplaceStrengthIds')}
      />
    </SaveForm>
  );
}
