'use client';

import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { Fieldset } from '@jobsite/ui/field';
import { replaceGroup } from '../account/choices';
import type { InquiryChoices } from './inquiry-prefill';
import type { InquiryForm } from './scouts-api';

type Group = { label: string; options: Array<{ value: string; label: string }> };

/** The `Inquiry` query's choices as checkbox groups: occupations by category, qualifications by list. */
export function inquiryChoiceGroups(form: InquiryForm): {
  occupationGroups: Group[];
  qualificationGroups: Group[];
} {
  const group = <T,>(
    items: readonly T[],
    key: (item: T) => string,
    option: (item: T) => Group['options'][number],
  ) => {
    const groups = new Map<string, Group>();
    for (const item of items) {
      const label = key(item);
      const found = groups.get(label) ?? { label, options: [] };
      found.options.push(option(item));
      groups.set(label, found);
    }
    return [...groups.values()];
  };
  return {
    occupationGroups: group(
      form.desiredOccupations,
      (o) => o.occupationCategory.name,
      (o) => ({ value: o.id, label: o.name }),
    ),
    qualificationGroups: group(
      form.qualifications,
      (q) => q.category.name,
      (q) => ({ value: q.id, label: q.name }),
    ),
  };
}

/** Desired occupations and qualifications of the inquiry form: optional, prefilled from the CRM. */
export function InquiryChoiceFields({
  groups,
  choices,
  onChange,
}: {
  groups: { occupationGroups: Group[]; qualificationGroups: Group[] };
  choices: InquiryChoices;
  onChange: (choices: InquiryChoices) => void;
}) {
  const fieldsets = [
    { field: 'desiredOccupationIds', label: '希望職種', list: groups.occupationGroups },
    { field: 'qualificationIds', label: '保有資格', list: groups.qualificationGroups },
  ] as const;
  return (
    <>
      {fieldsets.map(({ field, label, list }) =>
        list.length === 0 ? null : (
          <Fieldset key={field} label={label} hint="複数選択できます（任意）" required={false}>
            {() =>
              list.map((group) => (
                <CheckboxGroup
                  key={group.label}
                  label={group.label}
                  name={field}
                  options={group.options}
                  columns={2}
                  value={choices[field].filter((id) =>
                    group.options.some((option) => option.value === id),
                  )}
                  onChange={(next) =>
                    onChange({ ...choices, [field]: replaceGroup(choices[field], group, next) })
                  }
                />
              ))
            }
          </Fieldset>
        ),
      )}
    </>
  );
}
