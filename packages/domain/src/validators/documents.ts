/** Resume and career sheet a member keeps for applications (createResume, createCareerSheet). */
import type { z } from 'zod';
import { Gender } from '../enums';
import { educationalBackgroundSchema } from './educational-background';
import {
  birthYearSchema,
  booleanChoice,
  countSchema,
  enumChoice,
  formObject,
  idListSchema,
  optionalText,
  personNameSchema,
  requiredText,
  zipCodeSchema,
} from './fields';
import { jobHistoryListSchema } from './job-history';

const DOCUMENT_NAME_MAX_LENGTH = 50;
const LONG_TEXT_MAX_LENGTH = 2000;

/** A resume; `name` is the document's title, `reason` the motivation for applying. */
export const resumeSchema = formObject({
  name: requiredText(DOCUMENT_NAME_MAX_LENGTH),
  reason: optionalText(LONG_TEXT_MAX_LENGTH),
  userName: personNameSchema,
  gender: enumChoice(Gender),
  birthYear: birthYearSchema,
  zipCode: zipCodeSchema,
  numberOfDependents: countSchema(0, 20),
  hasSpouse: booleanChoice(),
  jobHistories: jobHistoryListSchema,
  qualificationIds: idListSchema(),
  educationalBackground: educationalBackgroundSchema.nullish(),
});
export type ResumeInput = z.input<typeof resumeSchema>;

/** A career sheet; `summary` is the career summary at its top. */
export const careerSheetSchema = formObject({
  name: requiredText(DOCUMENT_NAME_MAX_LENGTH),
  summary: optionalText(LONG_TEXT_MAX_LENGTH),
  jobHistories: jobHistoryListSchema,
  qualificationIds: idListSchema(),
});
export type CareerSheetInput = z.input<typeof careerSheetSchema>;
