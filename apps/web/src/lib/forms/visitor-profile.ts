/**
 * What a visitor types about themselves where they apply without an account (a job entry on
 * /entry, a scout entry or inquiry on /scout/{urlId}): every input as the text it holds, before
 * the form maps it to the GraphQL profile input and the domain schema checks it.
 */
export type VisitorProfileValues = {
  name: string;
  birthYear: string;
  gender: string;
  zipCode: string;
  prefectureId: string;
  phoneNumber: string;
  email: string;
  contactMethod: string;
  employmentStatus: string;
  desiredJobChangeTiming: string;
  message: string;
};

export const EMPTY_VISITOR_PROFILE: VisitorProfileValues = Object.freeze({
  name: '',
  birthYear: '',
  gender: '',
  zipCode: '',
  prefectureId: '',
  phoneNumber: '',
  email: '',
  contactMethod: '',
  employmentStatus: '',
  desiredJobChangeTiming: '',
  message: '',
});

/** An empty (or blank) input is no answer. */
export const orNull = (value: string) => (value.trim() === '' ? null : value);
