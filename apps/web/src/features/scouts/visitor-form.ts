import type { FieldErrors } from '@jobsite/domain/errors';
import {
  fieldErrors,
  visitorScoutEntrySchema,
  visitorScoutInquirySchema,
} from '@jobsite/domain/validators';
import type {
  ContactMethod,
  EmploymentStatus,
  Gender,
  StartTiming,
} from '../../graphql/generated/browser/graphql';
import {
  EMPTY_VISITOR_PROFILE,
  orNull,
  type VisitorProfileValues,
} from '../../lib/forms/visitor-profile';

/**
 * The visitor's scout entry and inquiry forms: what was typed (all text, as the inputs hold
 * it) to the GraphQL input, checked with the domain schema the api uses too. Field errors
 * are keyed by the form's field names (`name`, `zipCode`, …, `message`).
 */

export type VisitorFormValues = VisitorProfileValues;

export type VisitorField = keyof VisitorFormValues;

export const EMPTY_VISITOR_FORM: VisitorFormValues = EMPTY_VISITOR_PROFILE;

/** A choice of the form's option lists; the domain schema (checkVisitorAnswer) rejects others. */
const choice = <T extends string>(value: string) => orNull(value) as T | null;

/** The GraphQL input of the visitor's answer (createVisitorScoutEntry / …Inquiry). */
export function visitorAnswerInput(scoutUrlId: string, values: VisitorFormValues) {
  const birthYear = Number(values.birthYear);
  return {
    scoutUrlId,
    profile: {
      name: values.name,
      birthYear: values.birthYear !== '' && Number.isInteger(birthYear) ? birthYear : Number.NaN,
      gender: choice<Gender>(values.gender),
      zipCode: values.zipCode,
      prefectureId: orNull(values.prefectureId),
      phoneNumber: values.phoneNumber,
      email: orNull(values.email),
      employmentStatus: choice<EmploymentStatus>(values.employmentStatus),
      desiredJobChangeTiming: choice<StartTiming>(values.desiredJobChangeTiming),
      contactMethod: choice<ContactMethod>(values.contactMethod),
    },
    message: orNull(values.message),
  };
}

/** `profile.zipCode` → `zipCode`: the form's field names. */
export function formFieldErrors(errors: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, text]) => [
      path.replace(/^(input\.)?(profile\.)?/, ''),
      text,
    ]),
  );
}

/** Field errors of the answer as typed; empty when it can be sent. */
export function checkVisitorAnswer(
  type: 'entry' | 'inquiry',
  scoutUrlId: string,
  values: VisitorFormValues,
): FieldErrors {
  const schema = type === 'entry' ? visitorScoutEntrySchema : visitorScoutInquirySchema;
  const result = schema.safeParse(visitorAnswerInput(scoutUrlId, values));
  return result.success ? {} : formFieldErrors(fieldErrors(result.error));
}
