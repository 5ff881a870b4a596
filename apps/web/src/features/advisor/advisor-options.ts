import { ADVISOR_REQUEST_LIMITS } from '@jobsite/domain/constants';
import { ContactMethod, ContactTimeSlot } from '@jobsite/domain/enums';
import type { Option } from '@/features/profile/options';

/**
 * The advisor form's choices, built on the server from the domain's enums and passed to the
 * client form as props (the enums' zod schemas stay off the client).
 */
export type AdvisorOptions = {
  contactMethods: Option[];
  preferredTimes: Option[];
  maxNoteLength: number;
};

export function advisorOptions(): AdvisorOptions {
  return {
    contactMethods: ContactMethod.options.map(({ value, label }) => ({ value, label })),
    preferredTimes: ContactTimeSlot.options.map(({ value, label }) => ({ value, label })),
    maxNoteLength: ADVISOR_REQUEST_LIMITS.maxNoteLength,
  };
}
