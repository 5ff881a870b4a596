import type { EntryDraft } from './entry-draft';

/** The sign-up form's fields that an application draft can fill. */
export type SignupDraftValues = {
  emailOrPhoneNumber?: string;
  name?: string;
  birthYear?: string;
  zipCode?: string;
  qualificationIds?: string[];
};

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * What a visitor typed on /entry, as the sign-up form's values when they took
 * 「会員登録して応募する」: the sign-up asks one identifier, so the email when given (the
 * address an account is usually kept by), else the phone number. Fields the sign-up form does
 * not have (furigana, address, message) stay in the draft for the application after it.
 */
export function signupValuesFromDraft(draft: EntryDraft | null): SignupDraftValues {
  if (!draft) return {};
  const { values } = draft;
  const result: SignupDraftValues = {};
  const identifier = filled(values.email) ?? filled(values.phoneNumber);
  if (identifier) result.emailOrPhoneNumber = identifier;
  const name = filled(values.name);
  if (name) result.name = name;
  const birthYear = filled(values.birthYear);
  if (birthYear) result.birthYear = birthYear;
  const zipCode = filled(values.zipCode);
  if (zipCode) result.zipCode = zipCode;
  if (draft.qualificationIds.length > 0) result.qualificationIds = [...draft.qualificationIds];
  return result;
}

/** Whether a sign-up page's query is the detour from an application (spec §2 query keeping). */
export function isEntryDetour(query: URLSearchParams): boolean {
  return query.has('job_id') || query.has('job_ids');
}
