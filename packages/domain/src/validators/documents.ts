/**
 * Resume and career sheet (createResume, createCareerSheet). A document is made from the
 * member's profile when it is created (spec §3 lists what it holds: userName, gender,
 * birthYear, zipCode, family, job histories, qualifications, education); those facts have
 * one source, the profile, and are edited with its own mutations (updateUserBasicInformation,
 * saveJobHistories, updateUser, saveEducationalBackground). The input carries only what
 * belongs to the document itself: its title and its own text.
 */
import type { z } from 'zod';
import { formObject, optionalText, requiredText } from './fields';

const DOCUMENT_NAME_MAX_LENGTH = 50;
const LONG_TEXT_MAX_LENGTH = 2000;

/** createResume (GQL.CreateResumeInput): `name` is the title, `reason` the motivation (志望動機). */
export const resumeSchema = formObject({
  name: requiredText(DOCUMENT_NAME_MAX_LENGTH),
  reason: optionalText(LONG_TEXT_MAX_LENGTH),
});
export type ResumeInput = z.input<typeof resumeSchema>;

/** createCareerSheet (GQL.CreateCareerSheetInput): `summary` is the career summary at its top. */
export const careerSheetSchema = formObject({
  name: requiredText(DOCUMENT_NAME_MAX_LENGTH),
  summary: optionalText(LONG_TEXT_MAX_LENGTH),
});
export type CareerSheetInput = z.input<typeof careerSheetSchema>;
