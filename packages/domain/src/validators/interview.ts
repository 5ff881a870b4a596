/** Answers to a company's interview date proposal (docs/decisions/0051). */
import type { z } from 'zod';
import { INTERVIEW_LIMITS } from '../constants';
import { formObject, idSchema, optionalText } from './fields';

/** chooseInterviewSlot (GQL.ChooseInterviewSlotInput): the slot the member picks. */
export const chooseInterviewSlotSchema = formObject({ slotId: idSchema });
export type ChooseInterviewSlotInput = z.input<typeof chooseInterviewSlotSchema>;

/**
 * requestOtherInterviewDates (GQL.RequestOtherInterviewDatesInput): the proposal, and wishes
 * the member may add to the canned text (e.g. 平日の午後なら伺えます).
 */
export const requestOtherInterviewDatesSchema = formObject({
  proposalId: idSchema,
  note: optionalText(INTERVIEW_LIMITS.maxNoteLength),
});
export type RequestOtherInterviewDatesInput = z.input<typeof requestOtherInterviewDatesSchema>;
