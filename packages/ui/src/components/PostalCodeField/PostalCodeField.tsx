'use client';

import { formatPostalCode, postalCodeDigits } from '@jobsite/domain/formatters';
import type { FocusEvent, InputHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { Field, type FieldBaseProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as css from './PostalCodeField.css';

export type PostalCodeFieldProps = Omit<FieldBaseProps, 'label'> & {
  label?: FieldBaseProps['label'];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type' | 'value' | 'onChange'> & {
    value: string;
    /** Raw text while typing; `123-4567` after leaving a field that holds 7 digits. */
    onValueChange: (value: string) => void;
    /** Called with the 7 digits once complete, e.g. to fill prefecture and city. */
    onComplete?: (digits: string) => void;
    ref?: React.Ref<HTMLInputElement>;
  };

/** Postal code input: accepts 1234567, 123-4567 or full-width digits; formats on blur. */
export function PostalCodeField({
  label = '郵便番号',
  hint = '例：123-4567（ハイフンなしでも入力できます）',
  error,
  required,
  id,
  value,
  onValueChange,
  onComplete,
  onBlur,
  ...input
}: PostalCodeFieldProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const formatted = formatPostalCode(value);
    if (formatted && formatted !== value) onValueChange(formatted);
    onBlur?.(event);
  };
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <input
          className={cx(control, css.input)}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={8}
          placeholder="123-4567"
          {...controlProps}
          {...input}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            onValueChange(next);
            const digits = postalCodeDigits(next);
            if (digits && postalCodeDigits(value) !== digits) onComplete?.(digits);
          }}
          onBlur={handleBlur}
        />
      )}
    </Field>
  );
}
