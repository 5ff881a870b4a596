'use client';

import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { Fieldset } from '@jobsite/ui/field';
import type { OptionGroup } from './options';

/**
 * Checkboxes in labelled groups that share one selection (desired occupations by category,
 * qualifications by list), under one legend that carries the error.
 */
export function GroupedCheckboxes({
  label,
  name,
  groups,
  value,
  onChange,
  error,
  hint,
  required,
}: {
  label: string;
  name: string;
  groups: readonly OptionGroup[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  return (
    <Fieldset label={label} error={error} hint={hint} required={required}>
      {() =>
        groups.map((group) => {
          const own = new Set(group.options.map((option) => option.value));
          return (
            <CheckboxGroup
              key={group.label}
              label={group.label}
              name={name}
              options={group.options}
              columns={2}
              value={value.filter((v) => own.has(v))}
              onChange={(next) => onChange([...value.filter((v) => !own.has(v)), ...next])}
            />
          );
        })
      }
    </Fieldset>
  );
}
