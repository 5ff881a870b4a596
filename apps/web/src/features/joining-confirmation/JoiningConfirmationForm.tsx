'use client';

import { Button } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextField } from '@jobsite/ui/text-field';
import { type FormEvent, useCallback, useState } from 'react';
import * as css from '@/features/faq/ContactForm.css';
import { useActionOnce } from '@/lib/forms/use-action-once';
import { submitJoining } from './joining-action';
import {
  formatJoinedOn,
  INITIAL_JOINING_STATE,
  type JoiningState,
  type JoiningValues,
} from './joining-state';

const unreachable = (values: JoiningValues): JoiningState => ({
  status: 'error',
  values,
  message: '送信できませんでした。時間をおいて再度お試しください。',
});
const announces = (state: JoiningState) => state.status !== 'idle';

const CHOICES = [
  { value: 'true', label: '入社しました' },
  { value: 'false', label: '入社していません' },
];

/**
 * The answer to a joining confirmation: joined or not, and the day when joined, sent with a
 * server action called with the values (as the entry forms send theirs).
 */
export function JoiningConfirmationForm({ token }: { token: string }) {
  const [values, setValues] = useState<JoiningValues>({ hasJoined: '', joinedOn: '' });
  const send = useCallback((answer: JoiningValues) => submitJoining(token, answer), [token]);
  const { state, pending, submit, summaryRef } = useActionOnce(send, {
    initial: INITIAL_JOINING_STATE,
    unreachable,
    announces,
  });
  const errors = state.status === 'invalid' ? state.fieldErrors : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values);
  };

  if (state.status === 'answered') {
    return (
      <div ref={summaryRef} tabIndex={-1} role="status" className={css.done}>
        <p className={css.doneTitle}>ご回答ありがとうございました</p>
        <p>
          {state.hasJoined && state.joinedOn
            ? `入社日 ${formatJoinedOn(state.joinedOn)} で承りました。`
            : '入社されていないことを承りました。'}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className={css.form} noValidate aria-label="入社のご報告">
      <FormErrorSummary
        ref={summaryRef}
        messages={[state.status === 'error' && state.message, errors.token]}
      />
      <RadioGroup
        label="入社されましたか"
        name="hasJoined"
        required
        options={CHOICES}
        value={values.hasJoined || null}
        onChange={(hasJoined) => setValues((current) => ({ ...current, hasJoined }))}
        columns={2}
        error={errors.hasJoined}
      />
      {values.hasJoined === 'true' && (
        <TextField
          label="入社日"
          name="joinedOn"
          type="date"
          required
          value={values.joinedOn}
          onChange={(event) => {
            const joinedOn = event.target.value;
            setValues((current) => ({ ...current, joinedOn }));
          }}
          error={errors.joinedOn}
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '送信中…' : '回答する'}
      </Button>
    </form>
  );
}
