'use client';

import { Button } from '@jobsite/ui/button';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextField } from '@jobsite/ui/text-field';
import { useActionState, useEffect, useRef, useState } from 'react';
import * as css from '@/features/faq/ContactForm.css';
import { submitJoining } from './joining-action';
import { formatJoinedOn, INITIAL_JOINING_STATE } from './joining-state';

const CHOICES = [
  { value: 'true', label: '入社しました' },
  { value: 'false', label: '入社していません' },
];

/**
 * The answer to a joining confirmation: joined or not, and the day when joined. A server
 * action, so it works before JavaScript loads too.
 */
export function JoiningConfirmationForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(submitJoining, INITIAL_JOINING_STATE);
  const values = state.status === 'invalid' || state.status === 'error' ? state.values : null;
  const errors = state.status === 'invalid' ? state.fieldErrors : {};
  const [hasJoined, setHasJoined] = useState<string | null>(values?.hasJoined || null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status !== 'idle') summaryRef.current?.focus();
  }, [state]);

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
    <form action={action} className={css.form} noValidate>
      <div ref={summaryRef} tabIndex={-1} className={css.summary}>
        {state.status === 'error' && (
          <p role="alert" className={css.error}>
            {state.message}
          </p>
        )}
        {errors.token && (
          <p role="alert" className={css.error}>
            {errors.token}
          </p>
        )}
      </div>
      <input type="hidden" name="token" value={token} />
      <RadioGroup
        label="入社されましたか"
        name="hasJoined"
        required
        options={CHOICES}
        value={hasJoined}
        onChange={setHasJoined}
        columns={2}
        error={errors.hasJoined}
      />
      {hasJoined === 'true' && (
        <TextField
          label="入社日"
          name="joinedOn"
          type="date"
          required
          defaultValue={values?.joinedOn}
          error={errors.joinedOn}
        />
      )}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? '送信中…' : '回答する'}
      </Button>
    </form>
  );
}
