/** A member's profile: basics (updateUserBasicInformation) and wishes (updateUser). */
import type { z } from 'zod';
import { EmploymentStatus, StartTiming } from '../enums';
import {
  booleanChoice,
  countSchema,
  enumChoice,
  formObject,
  idListSchema,
  opaqueKeySchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { personBasicsShape } from './shapes';

/**
 * updateUserBasicInformation (GQL.UpdateUserBasicInformationInput). Family details are top
 * level here; the member's `detail { numberOfDependents hasSpouse }` is how they are read.
 */
export const basicInformationSchema = formObject({
  ...personBasicsShape,
  numberOfDependents: countSchema(0, 20).nullish(),
  hasSpouse: booleanChoice().nullish(),
});
export type BasicInformationInput = z.input<typeof basicInformationSchema>;

/** updateUser (GQL.UpdateUserInput): a field left out stays as it is. */
export const updateUserSchema = formObject({
  /** When given, at least one: a member always has a desired occupation (sign-up asks one). */
  desiredOccupationIds: idListSchema({
    min: 1,
    minMessage: '希望職種を選択してください',
  }).nullish(),
  qualificationIds: idListSchema().nullish(),
  employmentStatus: enumChoice(EmploymentStatus).nullish(),
  desiredJobChangeTiming: enumChoice(StartTiming).nullish(),
  lineUserId: opaqueKeySchema(M.invalid).nullish(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
