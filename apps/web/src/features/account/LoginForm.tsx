'use client';

import { FALLBACK_ERROR_MESSAGE } from '@jobsite/domain/errors';
import { Button } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { inputSetter } from '@/lib/forms/input-setter';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { paths } from '@/lib/paths';
import { signIn } from '@/lib/session/auth-api';
import { useSession } from '@/lib/session/client';
import { destinationAfterAuth } from '@/lib/session/redirect';
import * as css from './AccountForm.css';
import { CredentialFields } from './AccountParts';
import { finishSignIn } from './finish-auth';
import {
  credentialFailureErrors,
  type FormErrors,
  issuesToFieldErrors,
  NO_ERRORS,
  withIdentityMessages,
} from './form-errors';
import { loadAccountApi, loadValidators, warmUp } from './lazy';
import { usePageQuery, withQuery } from './use-page-query';

type Field = 'emailOrPhoneNumber' | 'password';
const FIELDS: readonly Field[] = ['emailOrPhoneNumber', 'password'];

/**
 * /member/login/: email or mobile number and password. Afterwards the member goes to
 * `redirect_path`, back to the application (`job_id` in the query) or to my page; the saved
 * list of the cookie moves to the account on the way. A signed-in identity without a member
 * record finishes its sign-up first.
 */
export function LoginForm() {
  const router = useRouter();
  const query = usePageQuery();
  const session = useSession();
  const [values, setValues] = useState({ emailOrPhoneNumber: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const { pending, onSubmit, summaryRef, isSubmitting } = useSubmitOnce(async () => {
    const { loginSchema, VALIDATION_MESSAGES } = await loadValidators();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors({
        fields: withIdentityMessages(issuesToFieldErrors<Field>(parsed.error.issues), {
          identifier: 'emailOrPhoneNumber',
          requiredMessage: VALIDATION_MESSAGES.required,
        }),
        form: null,
      });
      return;
    }
    const result = await signIn(parsed.data);
    if (!result.ok) {
      setErrors(credentialFailureErrors(result, FIELDS));
      return;
    }
    const target = await continueSignedIn(new URLSearchParams(window.location.search));
    if (target) {
      setErrors(NO_ERRORS);
      router.replace(target);
    } else {
      setErrors({ fields: {}, form: FALLBACK_ERROR_MESSAGE });
    }
  });

  // Already signed in (e.g. back button): go on as after a sign-in.
  useEffect(() => {
    if (session.status !== 'signedIn' || isSubmitting()) return;
    let cancelled = false;
    void continueSignedIn(new URLSearchParams(window.location.search)).then((target) => {
      if (!cancelled && target) router.replace(target);
    });
    return () => {
      cancelled = true;
    };
  }, [session.status, router, isSubmitting]);

  const set = inputSetter(setValues);

  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmUp}>
      <FormErrorSummary ref={summaryRef} messages={[errors.form]} />
      <CredentialFields values={values} set={set} errors={errors.fields} password="current" />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? 'ログイン中…' : 'ログイン'}
      </Button>
      <div className={css.links}>
        <a href={paths.resetPassword()} className={css.link}>
          パスワードをお忘れの方
        </a>
        <p>
          会員登録がまだの方は{' '}
          <a href={withQuery(paths.signup(), query)} className={css.link}>
            会員登録（無料）
          </a>
        </p>
      </div>
    </form>
  );
}

/**
 * Where a signed-in visitor of the login page goes: sign-up's second half when the identity
 * has no member record yet, else on as after a sign-in (saved list merged first).
 * Null when the member record could not be checked (the member is signed in; trying again
 * goes on from here).
 */
async function continueSignedIn(query: URLSearchParams): Promise<string | null> {
  try {
    const { fetchAccountUser } = await loadAccountApi();
    const user = await fetchAccountUser();
    if (!user) return withQuery(paths.signup(), query);
  } catch {
    return null;
  }
  await finishSignIn();
  return destinationAfterAuth(query);
}
