import type { InputHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { control } from '../Field/Field.css';

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> & {
    /** `date` gives the phone's date picker; its value is YYYY-MM-DD. */
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date';
    ref?: React.Ref<HTMLInputElement>;
  };

/** A labelled text input with hint and Japanese error message. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => <input className={control} type={type} {...controlProps} {...input} />}
    </Field>
  );
}
