/** Contact window (/faq/#contact) and the request to talk with a career advisor. */
import { z } from 'zod';
import { ContactMethod } from '../enums';
import {
  emailSchema,
  enumChoice,
  formObject,
  hasNoDuplicates,
  hourSchema,
  optionalPhoneNumberSchema,
  optionalText,
  personNameSchema,
  requiredText,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const CONTACT_BODY_MAX_LENGTH = 2000;
const ADVISOR_NOTE_MAX_LENGTH = 1000;

/** createContact. */
export const contactSchema = formObject({
  fullName: personNameSchema,
  email: emailSchema,
  phoneNumber: optionalPhoneNumberSchema,
  body: requiredText(CONTACT_BODY_MAX_LENGTH),
});
export type ContactInput = z.input<typeof contactSchema>;

/**
 * A member asks an advisor to get in touch. `preferredTimes` are start hours (0..23) of the
 * hour slots that suit; none means any time.
 */
export const advisorRequestSchema = formObject({
  contactMethod: enumChoice(ContactMethod),
  preferredTimes: z
    .array(hourSchema, { error: M.select })
    .max(24, M.hour)
    .refine(hasNoDuplicates, M.duplicate),
  note: optionalText(ADVISOR_NOTE_MAX_LENGTH),
});
export type AdvisorRequestInput = z.input<typeof advisorRequestSchema>;
