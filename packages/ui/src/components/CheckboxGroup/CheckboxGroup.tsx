import { type FieldBaseProps, Fieldset } from '../Field/Field';
import * as css from '../Field/Field.css';

export type ChoiceOption = { value: string; label: string; disabled?: boolean };

export type CheckboxGroupProps = FieldBaseProps & {
  name: string;
  options: ReadonlyArray<ChoiceOption>;
  value: ReadonlyArray<string>;
  onChange: (value: string[]) => void;
  columns?: 1 | 2 | 3;
  disabled?: boolean;
};

/** Several choices under one legend (qualifications, desired conditions). */
export function CheckboxGroup({
  label,
  hint,
  error,
  required,
  name,
  options,
  value,
  onChange,
  columns,
  disabled,
}: CheckboxGroupProps) {
  const toggle = (optionValue: string, checked: boolean) => {
    const next = checked
      ? [...value, optionValue]
      : value.filter((selected) => selected !== optionValue);
    // Keep the options' order so the result does not depend on click order.
    onChange(options.map((option) => option.value).filter((v) => next.includes(v)));
  };
  return (
    <Fieldset label={label} hint={hint} error={error} required={required}>
      {({ invalid }) => (
        <div className={css.choiceList({ columns })}>
          {options.map((option) => (
            <label key={option.value} className={css.choice}>
              <input
                type="checkbox"
                className={css.choiceInput}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={disabled || option.disabled}
                aria-invalid={invalid || undefined}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </Fieldset>
  );
}
