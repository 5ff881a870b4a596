'use client';

import { PASSWORD_MIN_LENGTH } from '@jobsite/domain/constants';
import { type InputHTMLAttributes, useState } from 'react';
import { cx } from '../../internal/cx';
import { Field, type FieldBaseProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as css from './PasswordField.css';

export type PasswordFieldProps = Omit<FieldBaseProps, 'label'> & {
  label?: FieldBaseProps['label'];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> & {
    /** `new-password` on sign-up and reset, `current-password` on login. */
    autoComplete?: 'current-password' | 'new-password';
    ref?: React.Ref<HTMLInputElement>;
  };

export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}文字以上で入力してください`;

/** A password input with a show/hide toggle (a pressed button, so its name stays put). */
export function PasswordField({
  label = 'パスワード',
  hint = PASSWORD_HINT,
  error,
  required,
  id,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <div className={css.wrapper}>
          <input
            className={cx(control, css.input)}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            {...controlProps}
            {...input}
          />
          <button
            type="button"
            className={css.toggle}
            aria-pressed={visible}
            aria-controls={controlProps.id}
            onClick={() => setVisible((current) => !current)}
          >
            パスワードを表示
          </button>
        </div>
      )}
    </Field>
  );
}
