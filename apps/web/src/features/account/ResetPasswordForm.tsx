'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { PasswordField } from '@jobsite/ui/password-field';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { paths } from '@/lib/paths';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/session/auth-api';
import * as css from './AccountForm.css';
import { AccountDone, IdentifierField } from './AccountParts';
import {
  authFailureErrors,
  type FormErrors,
  issuesToFieldErrors,
  NO_ERRORS,
  withIdentityMessages,
} from './form-errors';
import { loadValidators, warmUp } from './lazy';

/** The reset link could not be used (expired, used already, mistyped). */
export const RESET_LINK_INVALID_MESSAGE =
  'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度パスワード再設定のお手続きをしてください。';

/**
 * /member/resetPassword/. Without a code: asks for the email or mobile number and sends the
 * reset link (by email, or SMS for phone accounts); the answer is the same whether or not the
 * account exists. With the link's `oobCode`: sets the new password.
 */
export function ResetPasswordForm() {
  const oobCode = useSearchParams().get('oobCode');
  return oobCode ? <NewPasswordForm oobCode={oobCode} /> : <RequestForm />;
}

function RequestForm() {
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FormErrors<'emailOrPhoneNumber'>>(NO_ERRORS);
  const [sent, setSent] = useState(false);
  const { pending, onSubmit, summaryRef } = useSubmitOnce(async () => {
    const { passwordResetRequestSchema, VALIDATION_MESSAGES } = await loadValidators();
    const parsed = passwordResetRequestSchema.safeParse({ emailOrPhoneNumber: value });
    if (!parsed.success) {
      setErrors({
        fields: withIdentityMessages(issuesToFieldErrors(parsed.error.issues), {
          identifier: 'emailOrPhoneNumber',
          requiredMessage: VALIDATION_MESSAGES.required,
        }),
        form: null,
      });
      return;
    }
    const result = await requestPasswordReset(parsed.data.emailOrPhoneNumber);
    if (!result.ok) {
      setErrors(
        authFailureErrors(result, {
          identifier: 'emailOrPhoneNumber',
          all: ['emailOrPhoneNumber'],
        }),
      );
      return;
    }
    setErrors(NO_ERRORS);
    setSent(true);
  });

  if (sent) {
    return (
      <AccountDone title="パスワード再設定のご案内を送信しました" summaryRef={summaryRef}>
        <p>
          ご登録のメールアドレス（携帯電話番号でご登録の方はSMS）に届くリンクから、新しいパスワードを設定してください。届かない場合は、入力内容をご確認のうえ再度お試しください。
        </p>
        <Button tone="secondary" onClick={() => setSent(false)}>
          もう一度送信する
        </Button>
      </AccountDone>
    );
  }
  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmUp}>
      <FormErrorSummary ref={summaryRef} messages={[errors.form]} />
      <p className={css.note}>
        ご登録のメールアドレスまたは携帯電話番号を入力してください。パスワード再設定用のリンクをお送りします。
      </p>
      <IdentifierField
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={errors.fields.emailOrPhoneNumber}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '送信中…' : '再設定用のリンクを送る'}
      </Button>
      <p className={css.links}>
        <a href={paths.login()} className={css.link}>
          ログイン画面に戻る
        </a>
      </p>
    </form>
  );
}

function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<'password'>>(NO_ERRORS);
  const [done, setDone] = useState(false);
  const { pending, onSubmit, summaryRef } = useSubmitOnce(async () => {
    const { passwordSchema, VALIDATION_MESSAGES } = await loadValidators();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setErrors({
        fields: withIdentityMessages(
          { password: parsed.error.issues[0]?.message },
          { newPassword: 'password', requiredMessage: VALIDATION_MESSAGES.required },
        ),
        form: null,
      });
      return;
    }
    const result = await confirmPasswordReset(oobCode, parsed.data);
    if (!result.ok) {
      const mapped = authFailureErrors(result, { password: 'password', all: ['password'] });
      // Anything but a weak password means the link itself was refused.
      const linkRefused = mapped.form !== null && result.code.startsWith('auth/');
      setErrors(linkRefused ? { fields: {}, form: RESET_LINK_INVALID_MESSAGE } : mapped);
      return;
    }
    setErrors(NO_ERRORS);
    setDone(true);
  });

  if (done) {
    return (
      <AccountDone title="パスワードを再設定しました" summaryRef={summaryRef}>
        <p>新しいパスワードでログインしてください。</p>
        <ButtonLink href={paths.login()} fullWidth>
          ログインする
        </ButtonLink>
      </AccountDone>
    );
  }
  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmUp}>
      <FormErrorSummary ref={summaryRef} messages={[]}>
        {errors.form && (
          <Alert as="div">
            <p>{errors.form}</p>
            {errors.form === RESET_LINK_INVALID_MESSAGE && (
              <a href={paths.resetPassword()} className={css.link}>
                パスワード再設定をやり直す
              </a>
            )}
          </Alert>
        )}
      </FormErrorSummary>
      <PasswordField
        label="新しいパスワード"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={errors.fields.password}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '設定中…' : 'パスワードを再設定する'}
      </Button>
    </form>
  );
}
