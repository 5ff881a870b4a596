import { ChoiceList } from '../../internal/ChoiceList';
import type { ChoiceOption } from '../CheckboxGroup/CheckboxGroup';
import type { FieldBaseProps } from '../Field/Field';

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
    <ChoiceList
      label={label}
      hint={hint}
      error={error}
      required={required}
      type="radio"
      name={name}
      options={options}
      isChecked={(optionValue) => value === optionValue}
      onToggle={(optionValue) => onChange(optionValue)}
      columns={columns}
      disabled={disabled}
      inputsRequired={required}
    />
  );
}
