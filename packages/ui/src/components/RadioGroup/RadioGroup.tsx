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
export function RadioGroup({ value, onChange, ...list }: RadioGroupProps) {
  return (
    <ChoiceList
      {...list}
      type="radio"
      isChecked={(optionValue) => value === optionValue}
      onToggle={(optionValue) => onChange(optionValue)}
      inputsRequired={list.required}
    />
  );
}
