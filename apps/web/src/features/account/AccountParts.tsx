import { PasswordField } from '@jobsite/ui/password-field';
import { TextField } from '@jobsite/ui/text-field';
import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import * as css from './AccountForm.css';

/** The email or mobile number an account signs in with (login, sign-up, password reset). */
export function IdentifierField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error: string | undefined;
}) {
  return (
    <TextField
      label="メールアドレスまたは携帯電話番号"
      name="emailOrPhoneNumber"
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

type Credentials = { emailOrPhoneNumber: string; password: string };

/**
 * The identifier and the password of login (the current password) and sign-up (a new one,
 * with the password rules as its hint).
 */
export function CredentialFields({
  values,
  set,
  errors,
  password,
}: {
  values: Credentials;
  set: (field: keyof Credentials) => ChangeEventHandler<HTMLInputElement>;
  errors: Partial<Record<keyof Credentials, string>>;
  password: 'current' | 'new';
}) {
  return (
    <>
      <IdentifierField
        value={values.emailOrPhoneNumber}
        onChange={set('emailOrPhoneNumber')}
        error={errors.emailOrPhoneNumber}
      />
      <PasswordField
        name="password"
        autoComplete={`${password}-password`}
        hint={password === 'current' ? null : undefined}
        required
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
    </>
  );
}

/**
 * What an account form shows in its place once done: a status with its title, then what to
 * do next. `summaryRef` is the form's focus target, so a screen reader hears it.
 */
export function AccountDone({
  title,
  summaryRef,
  children,
}: {
  title: string;
  summaryRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div ref={summaryRef} tabIndex={summaryRef ? -1 : undefined} role="status" className={css.done}>
      <p className={css.doneTitle}>{title}</p>
      {children}
    </div>
  );
}
