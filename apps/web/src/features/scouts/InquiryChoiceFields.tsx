'use client';

import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { Fieldset } from '@jobsite/ui/field';
import { replaceGroup } from '../account/choices';
import { signupChoicesFrom } from '../account/signup-choices';
import type { InquiryChoices } from './inquiry-prefill';
import type { InquiryForm } from './scouts-api';

type Group = { label: string; options: Array<{ value: string; label: string }> };

/** The `Inquiry` query's choices as checkbox groups, grouped as the sign-up form's are. */
export function inquiryChoiceGroups(form: InquiryForm): {
  occupationGroups: Group[];
  qualificationGroups: Group[];
} {
  const { occupationGroups, qualificationGroups } = signupChoicesFrom(form);
  return { occupationGroups, qualificationGroups };
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
