import type { TextareaHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { Field, type FieldBaseProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as css from './TextAreaField.css';

export type TextAreaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
    ref?: React.Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line text input (messages, inquiries) with hint and Japanese error. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  rows = 6,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <textarea
          className={cx(control, css.textarea, className)}
          rows={rows}
          {...controlProps}
          {...textarea}
        />
      )}
    </Field>
  );
}
