/** Applications (entries), scout entries and scout inquiries of members and visitors. */
import type { z } from 'zod';
import { KEEP_LIST } from '../constants';
import { EmploymentStatus, Gender } from '../enums';
import {
  birthYearSchema,
  enumChoice,
  formObject,
  furiganaSchema,
  idListSchema,
  idSchema,
  optionalEmailSchema,
  optionalText,
  personNameSchema,
  phoneNumberSchema,
  prefectureCodeSchema,
  zipCodeSchema,
} from './fields';

/** Free text a job seeker may add to a scout inquiry. */
const INQUIRY_MESSAGE_MAX_LENGTH = 1000;

/**
 * What a visitor tells the company instead of a member profile. The phone number is how the
 * company reaches the applicant, so a landline is fine here.
 */
const visitorApplicantShape = {
  name: personNameSchema,
  furigana: furiganaSchema,
  birthYear: birthYearSchema,
  gender: enumChoice(Gender),
  zipCode: zipCodeSchema,
  prefectureCode: prefectureCodeSchema,
  phoneNumber: phoneNumberSchema,
  email: optionalEmailSchema,
  employmentStatus: enumChoice(EmploymentStatus),
  qualificationIds: idListSchema(),
};

/**
 * Member applies to one or more jobs (createEntry / createEntries). Several at once come
 * from the saved list, so the saved list's size bounds a batch.
 */
export const memberEntrySchema = formObject({
  jobIds: idListSchema({
    min: 1,
    minMessage: '応募する求人を選択してください',
    max: KEEP_LIST.maxItems,
    maxMessage: `一度に応募できるのは${KEEP_LIST.maxItems}件までです`,
  }),
});
export type MemberEntryInput = z.input<typeof memberEntrySchema>;

/** Visitor applies to a job without an account (createVisitorJobEntry). */
export const visitorJobEntrySchema = formObject({ jobId: idSchema, ...visitorApplicantShape });
export type VisitorJobEntryInput = z.input<typeof visitorJobEntrySchema>;

/** Member applies through a scout (createScoutEntry). */
export const memberScoutEntrySchema = formObject({ scoutId: idSchema });
export type MemberScoutEntryInput = z.input<typeof memberScoutEntrySchema>;

/** Visitor applies through a scout (createVisitorScoutEntry). */
export const visitorScoutEntrySchema = formObject({ scoutId: idSchema, ...visitorApplicantShape });
export type VisitorScoutEntryInput = z.input<typeof visitorScoutEntrySchema>;

/** Member asks to hear more about a scout (createScoutInquiry). */
export const memberScoutInquirySchema = formObject({
  scoutId: idSchema,
  message: optionalText(INQUIRY_MESSAGE_MAX_LENGTH),
});
export type MemberScoutInquiryInput = z.input<typeof memberScoutInquirySchema>;

/** Visitor asks to hear more about a scout (createVisitorScoutInquiry). */
export const visitorScoutInquirySchema = formObject({
  scoutId: idSchema,
  ...visitorApplicantShape,
  message: optionalText(INQUIRY_MESSAGE_MAX_LENGTH),
});
export type VisitorScoutInquiryInput = z.input<typeof visitorScoutInquirySchema>;
