'use client';

import { Button, ButtonLink } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { PasswordField } from '@jobsite/ui/password-field';
import { useState } from 'react';
import { notifyCookieChange } from '@/lib/client-state/cookie-store';
import { inputSetter } from '@/lib/forms/input-setter';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { paths } from '@/lib/paths';
import { changePassword } from '@/lib/session/auth-api';
import * as css from './AccountForm.css';
import { AccountDone } from './AccountParts';
import { type FormErrors, issuesToFieldErrors, NO_ERRORS } from './form-errors';
import { loadValidators, warmUp } from './lazy';
import { sensitiveStepErrors } from './sensitive-step';

type Field = 'currentPassword' | 'newPassword';

/**
 * Password change while signed in (/member/password/): the current password and a new one,
 * sent to the BFF (`/auth/password`), which checks the current one, sets the new one and ends
 * the account's other sessions; this browser stays signed in.
 */
export function PasswordChangeForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [done, setDone] = useState(false);
  const { pending, onSubmit, summaryRef } = useSubmitOnce(() => submit());

  const submit = async () => {
    const { passwordChangeSchema } = await loadValidators();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors({ fields: issuesToFieldErrors<Field>(parsed.error.issues), form: null });
      return;
    }
    const result = await changePassword(values.currentPassword, values.newPassword);
    if (!result.ok) {
      const next = await sensitiveStepErrors<Field>(result, ['currentPassword', 'newPassword']);
      if (next) setErrors(next);
      return;
    }
    notifyCookieChange();
    setValues({ currentPassword: '', newPassword: '' });
    setErrors(NO_ERRORS);
    setDone(true);
  };

  if (done) {
    return (
      <AccountDone title="パスワードを変更しました" summaryRef={summaryRef}>
        <p>ほかの端末やブラウザではログアウトしました。新しいパスワードでログインしてください。</p>
        <ButtonLink href={paths.myPage()} tone="secondary" fullWidth>
          マイページへ戻る
        </ButtonLink>
      </AccountDone>
    );
  }

  const set = inputSetter(setValues);
  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    error: errors.fields[name],
    onChange: set(name),
  });

  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmUp}>
      <FormErrorSummary ref={summaryRef} messages={[errors.form]} />
      <PasswordField
        label="現在のパスワード"
        autoComplete="current-password"
        hint="確認のため、現在のパスワードを入力してください"
        {...field('currentPassword')}
      />
      <PasswordField
        label="新しいパスワード"
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <p className={css.note}>変更すると、ほかの端末やブラウザではログアウトします。</p>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '変更中…' : 'パスワードを変更する'}
      </Button>
    </form>
  );
}
