/** The advisor request form's values and their GraphQL input (pure: tests and both sides). */
import type { RequestAdvisorInput } from '@/graphql/generated/graphql';

export type AdvisorFormValues = {
  contactMethod: string;
  email: string;
  phoneNumber: string;
  preferredTimes: string[];
  note: string;
  /** The job page the form is on, if any. */
  jobId: string | null;
};

/** Blank values, with the member's addresses filled in when known. */
export function initialAdvisorValues(
  contact: { email: string | null; phoneNumber: string | null } | null,
  jobId: string | null = null,
): AdvisorFormValues {
  const phoneNumber = contact?.phoneNumber ?? '';
  const email = contact?.email ?? '';
  return {
    // A phone account (no email) is most likely reached by phone.
    contactMethod: !email && phoneNumber ? 'phone_number' : 'email',
    email,
    phoneNumber,
    preferredTimes: [],
    note: '',
    jobId,
  };
}

/**
 * The mutation input of the values: only the address of the chosen method is sent, so an
 * address the member did not mean to give never leaves the page.
 */
export function advisorInputOf(values: AdvisorFormValues): RequestAdvisorInput {
  return {
    contactMethod: values.contactMethod as RequestAdvisorInput['contactMethod'],
    email: values.contactMethod === 'email' ? values.email : null,
    phoneNumber: values.contactMethod === 'phone_number' ? values.phoneNumber : null,
    preferredTimes: values.preferredTimes as RequestAdvisorInput['preferredTimes'],
    note: values.note || null,
    jobId: values.jobId,
  };
}
