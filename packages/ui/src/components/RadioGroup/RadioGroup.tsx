import type { ChoiceOption } from '../CheckboxGroup/CheckboxGroup';
import { type FieldBaseProps, Fieldset } from '../Field/Field';
import * as css from '../Field/Field.css';

export type RadioGroupProps = FieldBaseProps & {
  name: string;
  options: ReadonlyArray<ChoiceOption>;
  /** The chosen value, or null before a choice. */
  value: string | null;
  onChange: (value: string) => void;
  columns?: 1 | 2 | 3;
  disabled?: boolean;
};

/** One choice under a legend. Native radios: arrow keys move the choice. */
export function RadioGroup({
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
}: RadioGroupProps) {
  return (
    <Fieldset label={label} hint={hint} error={error} required={required}>
      {({ invalid }) => (
        <div className={css.choiceList({ columns })}>
          {options.map((option) => (
            <label key={option.value} className={css.choice}>
              <input
                type="radio"
                className={css.choiceInput}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled || option.disabled}
                required={required}
                aria-invalid={invalid || undefined}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </Fieldset>
  );
}
