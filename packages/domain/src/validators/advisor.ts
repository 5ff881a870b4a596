/** Asking for a career advisor (requestAdvisor): my page and job detail. */
import type { z } from 'zod';
import { ADVISOR_REQUEST_LIMITS } from '../constants';
import { ContactMethod, ContactTimeSlot } from '../enums';
import {
  distinctListSchema,
  enumChoice,
  formObject,
  idSchema,
  optionalEmailSchema,
  optionalPhoneNumberSchema,
  optionalText,
} from './fields';
import { requireChosenContact } from './shapes';

/** Shown when no preferred time is ticked. */
export const PREFERRED_TIMES_MESSAGE = 'ご希望の連絡時間帯を1つ以上選択してください';

/**
 * requestAdvisor (GQL.RequestAdvisorInput): how and when the advisor should get in touch, and
 * a note. The address of the chosen contact method must be given (the form fills it in from
 * the member's account); `jobId` is the job the request was sent from, if any.
 */
export const advisorRequestSchema = formObject({
  contactMethod: enumChoice(ContactMethod),
  email: optionalEmailSchema,
  phoneNumber: optionalPhoneNumberSchema,
  preferredTimes: distinctListSchema(enumChoice(ContactTimeSlot), {
    min: 1,
    minMessage: PREFERRED_TIMES_MESSAGE,
    max: ContactTimeSlot.values.length,
  }),
  note: optionalText(ADVISOR_REQUEST_LIMITS.maxNoteLength),
  jobId: idSchema.nullish(),
}).superRefine(requireChosenContact);
export type AdvisorRequestInput = z.input<typeof advisorRequestSchema>;
export type AdvisorRequest = z.output<typeof advisorRequestSchema>;
