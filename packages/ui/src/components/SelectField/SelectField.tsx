import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { control } from '../Field/Field.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'multiple'> & {
    options: ReadonlyArray<SelectOption>;
    /** First, empty choice; `null` for none. */
    placeholder?: string | null;
    ref?: React.Ref<HTMLSelectElement>;
  };

/** A labelled native select (the platform's picker is the best one on phones). */
export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder = '選択してください',
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <select className={control} {...controlProps} {...select}>
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
