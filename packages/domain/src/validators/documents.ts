/**
 * Resume and career sheet (createResume, createCareerSheet). A document is made from the
 * member's profile when it is created (spec §3 lists what it holds: userName, gender,
 * birthYear, zipCode, family, job histories, qualifications, education); those facts have
 * one source, the profile, and are edited with its own mutations (updateUserBasicInformation,
 * saveJobHistories, updateUser, saveEducationalBackground). The input carries only what
 * belongs to the document itself: its title and its own text.
 */
import { z } from 'zod';
import {
  birthYearSchema,
  booleanChoice,
  formObject,
  furiganaSchema,
  idSchema,
  optionalText,
  prefectureCodeSchema,
  requiredText,
  zipCodeSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const DOCUMENT_NAME_MAX_LENGTH = 50;
const LONG_TEXT_MAX_LENGTH = 2000;
/** 本人希望記入欄: a few lines in the JIS layout. */
const HOPES_MAX_LENGTH = 500;
const MUNICIPALITY_MAX_LENGTH = 50;
const ADDRESS_LINE_MAX_LENGTH = 100;
const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A field the member may leave blank: '' and null both mean "not given" (stored as null). */
const blankable = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish());

/** A calendar date 'YYYY-MM-DD' that exists, for someone of working age (birthYearSchema). */
export const birthDateSchema = z
  .string({ error: M.birthDate })
  .trim()
  .refine((value) => {
    const match = BIRTH_DATE_PATTERN.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // A calendar date is its own UTC day: no time zone is involved.
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      birthYearSchema.safeParse(year).success
    );
  }, M.birthDate);

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

/**
 * updateResume (GQL.UpdateResumeInput): the resume edited in place. Its own fields are the
 * ones the JIS layout asks and the profile does not keep (docs/decisions/0048): the reading
 * of the name, the full birth date, the address and 本人希望. `refreshProfile` copies the
 * profile's current parts (name, histories, qualifications, education) into it again.
 */
export const resumeUpdateSchema = formObject({
  id: idSchema,
  name: requiredText(DOCUMENT_NAME_MAX_LENGTH),
  reason: optionalText(LONG_TEXT_MAX_LENGTH),
  hopes: optionalText(HOPES_MAX_LENGTH),
  nameKana: blankable(furiganaSchema),
  birthDate: blankable(birthDateSchema),
  postalCode: blankable(zipCodeSchema),
  prefectureId: blankable(prefectureCodeSchema),
  municipality: optionalText(MUNICIPALITY_MAX_LENGTH),
  addressLine: optionalText(ADDRESS_LINE_MAX_LENGTH),
  refreshProfile: booleanChoice().nullish(),
});
export type ResumeUpdateInput = z.input<typeof resumeUpdateSchema>;

/** updateCareerSheet (GQL.UpdateCareerSheetInput): title and summary, and a fresh copy. */
export const careerSheetUpdateSchema = formObject({
  id: idSchema,
  name: requiredText(DOCUMENT_NAME_MAX_LENGTH),
  summary: optionalText(LONG_TEXT_MAX_LENGTH),
  refreshProfile: booleanChoice().nullish(),
});
export type CareerSheetUpdateInput = z.input<typeof careerSheetUpdateSchema>;
