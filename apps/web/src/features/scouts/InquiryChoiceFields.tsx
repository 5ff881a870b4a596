'use client';

import { signupChoicesFrom } from '../account/signup-choices';
import { GroupedCheckboxes } from '../profile/GroupedCheckboxes';
import type { OptionGroup } from '../profile/options';
import type { InquiryChoices } from './inquiry-prefill';
import type { InquiryForm } from './scouts-api';

/** The `Inquiry` query's choices as checkbox groups, grouped as the sign-up form's are. */
export function inquiryChoiceGroups(form: InquiryForm): {
  occupationGroups: OptionGroup[];
  qualificationGroups: OptionGroup[];
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
  groups: { occupationGroups: OptionGroup[]; qualificationGroups: OptionGroup[] };
  choices: InquiryChoices;
  onChange: (choices: InquiryChoices) => void;
}) {
  const fieldsets = [
    { field: 'desiredOccupationIds', label: '希望職種', list: groups.occupationGroups },
    { field: 'qualificationIds', label: '保有資格', list: groups.qualificationGroups },
  ] as const;
  return fieldsets.map(({ field, label, list }) =>
    list.length === 0 ? null : (
      <GroupedCheckboxes
        key={field}
        label={label}
        name={field}
        hint="複数選択できます（任意）"
        required={false}
        groups={list}
        value={choices[field]}
        onChange={(next) => onChange({ ...choices, [field]: next })}
      />
    ),
  );
}
