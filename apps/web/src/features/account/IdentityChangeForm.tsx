'use client';

import { Button, ButtonLink } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { PasswordField } from '@jobsite/ui/password-field';
import { TextField } from '@jobsite/ui/text-field';
import { useState } from 'react';
import { notifyCookieChange } from '@/lib/client-state/cookie-store';
import { inputSetter } from '@/lib/forms/input-setter';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { paths } from '@/lib/paths';
import {
  type AuthResult,
  type AuthUser,
  changeEmail,
  changePhoneNumber,
} from '@/lib/session/auth-api';
import * as css from './AccountForm.css';
import { AccountDone } from './AccountParts';
import {
  authFailureErrors,
  type FormErrors,
  isSessionOver,
  issuesToFieldErrors,
  NO_ERRORS,
  withIdentityMessages,
} from './form-errors';
import { loadAccountApi, loadValidators, warmUp } from './lazy';
import { useAccountUser } from './use-account-user';

type Kind = 'email' | 'phoneNumber';
type Field = Kind | 'password';

const TEXT: Record<
  Kind,
  { label: string; current: string; none: string; done: string; submit: string; same: string }
> = {
  email: {
    label: '新しいメールアドレス',
    current: '現在のメールアドレス',
    none: '未登録',
    done: 'メールアドレスを変更しました',
    submit: 'メールアドレスを変更する',
    same: '現在のメールアドレスと同じです',
  },
  phoneNumber: {
    label: '新しい携帯電話番号',
    current: '現在の携帯電話番号',
    none: '未登録',
    done: '携帯電話番号を変更しました',
    submit: '携帯電話番号を変更する',
    same: '現在の携帯電話番号と同じです',
  },
};

/** Shown when the identity changed but the member record could not follow yet. */
const SYNC_PENDING_MESSAGE =
  'ログイン情報は変更されましたが、会員情報への反映に時間がかかっています。しばらくしてからご確認ください。';

/**
 * Edit email (/member/email/) and edit phone number (/member/phone/): the new value and the
 * current password, sent to the BFF (`/auth/email`, `/auth/phone-number`), which changes the
 * identity and then the member record. Identity refusals show next to their field (spec §8);
 * an ended session goes to login.
 */
export function IdentityChangeForm({ kind }: { kind: Kind }) {
  const text = TEXT[kind];
  const [user, setUser] = useAccountUser();
  const [values, setValues] = useState({ value: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [done, setDone] = useState<{ value: string; note: string | null } | null>(null);
  const { pending, onSubmit, summaryRef } = useSubmitOnce(() => submit());
  const current = user ? user[kind] : null;

  const submit = async () => {
    const validators = await loadValidators();
    const parsed =
      kind === 'email'
        ? validators.emailChangeSchema.safeParse({ email: values.value })
        : validators.phoneNumberChangeSchema.safeParse({ phoneNumber: values.value });
    const fields: Partial<Record<Field, string>> = parsed.success
      ? {}
      : withIdentityMessages(issuesToFieldErrors<Field>(parsed.error.issues), {
          identifier: kind,
          requiredMessage: validators.VALIDATION_MESSAGES.required,
        });
    if (!values.password) fields.password = validators.VALIDATION_MESSAGES.required;
    const newValue = parsed.success
      ? kind === 'email'
        ? (parsed.data as { email: string }).email
        : (parsed.data as { phoneNumber: string }).phoneNumber
      : null;
    if (newValue !== null && newValue === current) fields[kind] = text.same;
    if (newValue === null || Object.keys(fields).length > 0) {
      setErrors({ fields, form: null });
      return;
    }

    const result: AuthResult<{ user: AuthUser; warnings?: unknown[] }> =
      kind === 'email'
        ? await changeEmail(newValue, values.password)
        : await changePhoneNumber(newValue, values.password);
    if (!result.ok) {
      if (isSessionOver(result)) {
        const { endExpiredSession } = await import('@/lib/session/expiry');
        await endExpiredSession();
        return;
      }
      setErrors(
        authFailureErrors(result, {
          identifier: kind,
          password: 'password',
          all: [kind, 'password'],
        }),
      );
      return;
    }
    notifyCookieChange();
    let note: string | null = null;
    if (result.data.warnings?.length) {
      // The member record did not follow: repair it from the new identity.
      try {
        const { recoverMember } = await loadAccountApi();
        await recoverMember();
      } catch {
        note = SYNC_PENDING_MESSAGE;
      }
    }
    setUser({
      email: result.data.user.email,
      phoneNumber: result.data.user.phoneNumber,
      authType: result.data.user.authType,
    });
    setErrors(NO_ERRORS);
    setValues({ value: '', password: '' });
    setDone({ value: newValue, note });
  };

  if (done) {
    return (
      <AccountDone title={text.done} summaryRef={summaryRef}>
        <p>
          {text.current}：<span className={css.currentValue}>{done.value}</span>
        </p>
        {done.note && <p>{done.note}</p>}
        <ButtonLink href={paths.myPage()} tone="secondary" fullWidth>
          マイページへ戻る
        </ButtonLink>
      </AccountDone>
    );
  }

  const set = inputSetter(setValues);
  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmUp}>
      <FormErrorSummary ref={summaryRef} messages={[errors.form]} />
      <div className={css.current}>
        <span>{text.current}</span>
        <span className={css.currentValue} data-testid="current-identity">
          {user === undefined ? '読み込み中…' : (current ?? text.none)}
        </span>
      </div>
      <TextField
        label={text.label}
        name={kind}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel-national'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        hint={kind === 'phoneNumber' ? 'ハイフンなしでも入力できます' : undefined}
        required
        value={values.value}
        onChange={set('value')}
        error={errors.fields[kind]}
      />
      <PasswordField
        label="現在のパスワード"
        name="password"
        autoComplete="current-password"
        hint="確認のため、現在のパスワードを入力してください"
        required
        value={values.password}
        onChange={set('password')}
        error={errors.fields.password}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '変更中…' : text.submit}
      </Button>
    </form>
  );
}
