'use client';

import { ErrorCode } from '@jobsite/domain/errors';
import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { PasswordField } from '@jobsite/ui/password-field';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { type AuthFailure, reauthenticate, recentLogin } from '@/lib/session/auth-api';
import * as css from './AccountForm.css';
import { type FormErrors, isSessionOver, NO_ERRORS } from './form-errors';
import { sensitiveStepErrors } from './sensitive-step';

/** True when a refusal asks for the password again (decision 0042). */
export function needsRecentLogin(failure: Pick<AuthFailure, 'code'>): boolean {
  return failure.code === ErrorCode.REQUIRES_RECENT_LOGIN;
}

/**
 * Shows `children` only after a recent login (decision 0042): a sign-in within the window, or
 * the password entered here again. `children` get `expire`, to call when the BFF answers
 * REQUIRES_RECENT_LOGIN later (the window passed while the page was open).
 */
export function RecentLoginGate({
  purpose,
  children,
}: {
  /** What the password unlocks, e.g. '登録データを表示する'. */
  purpose: string;
  children: (expire: () => void) => ReactNode;
}) {
  const [state, setState] = useState<'checking' | 'ask' | 'recent'>('checking');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<'password'>>(NO_ERRORS);
  const { pending, onSubmit } = useSubmitOnce(async () => {
    if (!password) {
      setErrors({ fields: { password: 'パスワードを入力してください' }, form: null });
      return;
    }
    const result = await reauthenticate(password);
    if (result.ok) {
      setPassword('');
      setErrors(NO_ERRORS);
      setState('recent');
      return;
    }
    const next = await sensitiveStepErrors(result, ['password'] as const);
    if (next) setErrors(next);
  });
  const expire = useCallback(() => setState('ask'), []);

  useEffect(() => {
    let live = true;
    void recentLogin().then(async (result) => {
      if (!live) return;
      if (!result.ok && isSessionOver(result)) {
        await sensitiveStepErrors(result, []);
        return;
      }
      setState(result.ok && result.data.recent ? 'recent' : 'ask');
    });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'checking') return <p className={css.note}>読み込み中…</p>;
  if (state === 'recent') return children(expire);
  return (
    <form className={css.form} noValidate onSubmit={onSubmit} aria-label="本人確認">
      <p>本人確認のため、パスワードを入力してください。</p>
      {errors.form && <Alert>{errors.form}</Alert>}
      <PasswordField
        label="パスワード"
        name="password"
        autoComplete="current-password"
        hint="ログイン中のアカウントのパスワード"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={errors.fields.password}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '確認中…' : `確認して${purpose}`}
      </Button>
    </form>
  );
}
