import type { ChoiceOption } from '../components/CheckboxGroup/CheckboxGroup';
import { type FieldBaseProps, Fieldset } from '../components/Field/Field';
import * as css from '../components/Field/Field.css';

export type ChoiceListProps = FieldBaseProps & {
  type: 'checkbox' | 'radio';
  name: string;
  options: ReadonlyArray<ChoiceOption>;
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  columns?: 1 | 2 | 3;
  disabled?: boolean;
  /** Marks each input required (a radio group that must be answered). */
  inputsRequired?: boolean;
};

/** The native checkboxes or radios of CheckboxGroup and RadioGroup under one legend. */
export function ChoiceList({
  label,
  hint,
  error,
  required,
  type,
  name,
  options,
  isChecked,
  onToggle,
  columns,
  disabled,
  inputsRequired,
}: ChoiceListProps) {
  return (
    <Fieldset label={label} hint={hint} error={error} required={required}>
      {({ invalid }) => (
        <div className={css.choiceList({ columns })}>
          {options.map((option) => (
            <label key={option.value} className={css.choice}>
              <input
                type={type}
                className={css.choiceInput}
                name={name}
                value={option.value}
                checked={isChecked(option.value)}
                disabled={disabled || option.disabled}
                required={inputsRequired}
                aria-invalid={invalid || undefined}
                onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </Fieldset>
  );
}
