import type { VisitorFormValues } from './visitor-form';

/**
 * The scout inquiry form's prefill from the CRM record (the `Inquiry` query's kintoneUser,
 * decision 0054): what the job seeker told us before, to check and change rather than type
 * again. Pure: no imports beyond types, so it runs in the browser bundle.
 */

export type CrmRecord = {
  name?: string | null;
  lastName?: string | null;
  firstName?: string | null;
  birthYear?: number | null;
  gender?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
  employmentStatus?: string | null;
  occupations: ReadonlyArray<{ id: string }>;
  qualifications: ReadonlyArray<{ id: string }>;
};

export type InquiryChoices = { desiredOccupationIds: string[]; qualificationIds: string[] };

export const NO_CHOICES: InquiryChoices = Object.freeze({
  desiredOccupationIds: [],
  qualificationIds: [],
}) as InquiryChoices;

type Option = { value: string };
type Group = { options: readonly Option[] };

function offered(groups: readonly Group[]): Set<string> {
  return new Set(groups.flatMap((group) => group.options.map((option) => option.value)));
}

/**
 * The form's values and ticks with the CRM record filled in: only the fields the record has
 * (what was typed already wins), only choices the form offers, digits of the postal code.
 */
export function prefillInquiry(
  values: VisitorFormValues,
  record: CrmRecord | null,
  options: {
    occupationGroups: readonly Group[];
    qualificationGroups: readonly Group[];
    genders: readonly Option[];
    employmentStatuses: readonly Option[];
  },
): { values: VisitorFormValues; choices: InquiryChoices } {
  if (!record) return { values, choices: NO_CHOICES };
  const fullName =
    record.name?.trim() || [record.lastName, record.firstName].filter(Boolean).join(' ').trim();
  const fromCrm: Partial<VisitorFormValues> = {
    name: fullName,
    birthYear: record.birthYear ? String(record.birthYear) : '',
    gender:
      record.gender && options.genders.some((o) => o.value === record.gender) ? record.gender : '',
    zipCode: (record.zipCode ?? '').replace(/\D/g, ''),
    phoneNumber: record.phoneNumber ?? '',
    employmentStatus:
      record.employmentStatus &&
      options.employmentStatuses.some((o) => o.value === record.employmentStatus)
        ? record.employmentStatus
        : '',
  };
  const next = { ...values };
  for (const [field, value] of Object.entries(fromCrm) as Array<
    [keyof VisitorFormValues, string]
  >) {
    if (value && !next[field]) next[field] = value;
  }
  const occupations = offered(options.occupationGroups);
  const qualifications = offered(options.qualificationGroups);
  return {
    values: next,
    choices: {
      desiredOccupationIds: record.occupations.map((o) => o.id).filter((id) => occupations.has(id)),
      qualificationIds: record.qualifications
        .map((q) => q.id)
        .filter((id) => qualifications.has(id)),
    },
  };
}
