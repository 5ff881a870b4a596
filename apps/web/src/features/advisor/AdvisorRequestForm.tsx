'use client';

import { Button, ButtonLink } from '@jobsite/ui/button';
import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { useCallback, useState } from 'react';
import { EmailField, PhoneNumberField } from '@/components/forms/PersonFields';
import { FormStatus } from '@/features/profile/FormStatus';
import * as forms from '@/features/profile/forms.css';
import { useSave } from '@/features/profile/use-save';
import { fieldBinder } from '@/lib/forms/field-binder';
import { paths } from '@/lib/paths';
import { type AdvisorResult, requestAdvisor } from './advisor-actions';
import type { AdvisorFormValues } from './advisor-form';
import type { AdvisorOptions } from './advisor-options';

/**
 * Asking for a career advisor: how (email or phone, spec §3's contact method) and when to be
 * contacted, and a note. The request opens (or continues) the member's advisor room in
 * /member/message/; after sending, the form links there. `returnPath` is the page it is on.
 */
export function AdvisorRequestForm({
  initial,
  options,
  returnPath,
  idPrefix = 'advisor',
}: {
  initial: AdvisorFormValues;
  options: AdvisorOptions;
  returnPath: string;
  idPrefix?: string;
}) {
  const [values, setValues] = useState(initial);
  const [roomId, setRoomId] = useState<string | null>(null);
  const send = useCallback(
    (current: AdvisorFormValues) => requestAdvisor(current, returnPath),
    [returnPath],
  );
  const { state, pending, disabled, submit, fieldErrors, summaryRef } = useSave(
    send,
    (result: AdvisorResult) => result.state,
    (result: AdvisorResult) => {
      if (result.roomId) setRoomId(result.roomId);
    },
  );
  const set =
    <K extends keyof AdvisorFormValues>(key: K) =>
    (value: AdvisorFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const bind = fieldBinder(values, set, (field) => fieldErrors[field]);

  return (
    <form
      className={forms.form}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      data-advisor-form=""
      onSubmit={(event) => {
        event.preventDefault();
        submit(values);
      }}
    >
      <h3 id={`${idPrefix}-title`} className={forms.cardTitle}>
        キャリアアドバイザーへの相談
      </h3>
      <FormStatus state={state} summaryRef={summaryRef} />
      {state.status === 'saved' && roomId && (
        <p>
          <ButtonLink href={paths.room(roomId)} tone="secondary">
            アドバイザーとのメッセージを見る
          </ButtonLink>
        </p>
      )}
      <RadioGroup
        label="ご希望の連絡方法"
        name={`${idPrefix}-contactMethod`}
        required
        columns={2}
        options={options.contactMethods}
        value={values.contactMethod || null}
        onChange={set('contactMethod')}
        error={fieldErrors.contactMethod}
      />
      {values.contactMethod === 'phone_number' ? (
        <PhoneNumberField inputMode="tel" {...bind('phoneNumber')} />
      ) : (
        <EmailField {...bind('email')} />
      )}
      <CheckboxGroup
        label="ご希望の連絡時間帯"
        name={`${idPrefix}-preferredTimes`}
        required
        columns={2}
        options={options.preferredTimes}
        value={values.preferredTimes}
        onChange={set('preferredTimes')}
        error={fieldErrors.preferredTimes}
      />
      <TextAreaField
        label="ご相談内容"
        required={false}
        rows={4}
        maxLength={options.maxNoteLength}
        hint={`${options.maxNoteLength}文字まで。希望の働き方や気になる求人など、自由にお書きください。`}
        {...bind('note')}
      />
      <div className={forms.actions}>
        <Button type="submit" size="lg" disabled={disabled}>
          {pending ? '送信中…' : 'アドバイザーに相談する'}
        </Button>
      </div>
    </form>
  );
}
