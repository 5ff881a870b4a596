import { ChoiceList } from '../../internal/ChoiceList';
import type { FieldBaseProps } from '../Field/Field';

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
export function CheckboxGroup({ value, onChange, ...list }: CheckboxGroupProps) {
  const toggle = (optionValue: string, checked: boolean) => {
    const next = checked
      ? [...value, optionValue]
      : value.filter((selected) => selected !== optionValue);
    // Keep the options' order so the result does not depend on click order.
    onChange(list.options.map((option) => option.value).filter((v) => next.includes(v)));
  };
  return (
    <ChoiceList
      {...list}
      type="checkbox"
      isChecked={(optionValue) => value.includes(optionValue)}
      onToggle={toggle}
    />
  );
}
