/**
 * Field groups several mutation inputs share. Internal to the validators (not exported from
 * the package): import the schemas that use them instead.
 */
import type { z } from 'zod';
import { type ContactMethod, EmploymentStatus, Gender } from '../enums';
import {
  birthYearSchema,
  enumChoice,
  personNameSchema,
  prefectureCodeSchema,
  zipCodeSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * Who the job seeker is: the common part of UpdateUserBasicInformationInput,
 * CreateUserWithRelationsInput and VisitorProfileInput.
 */
export const personBasicsShape = {
  name: personNameSchema,
  birthYear: birthYearSchema,
  gender: enumChoice(Gender).nullish(),
  zipCode: zipCodeSchema,
  prefectureId: prefectureCodeSchema.nullish(),
  employmentStatus: enumChoice(EmploymentStatus).nullish(),
};

interface ContactChoice {
  readonly contactMethod?: ContactMethod | null;
  readonly email?: string | null;
  readonly phoneNumber?: string | null;
}

/**
 * The contact method chosen must have its address: an email for 'email', a phone number for
 * 'phone_number'. Reported on the missing field.
 */
export function requireChosenContact(value: ContactChoice, ctx: z.RefinementCtx): void {
  const field =
    value.contactMethod === 'email'
      ? 'email'
      : value.contactMethod === 'phone_number'
        ? 'phoneNumber'
        : null;
  if (field && !value[field]) {
    ctx.addIssue({ code: 'custom', path: [field], message: M.required });
  }
}
