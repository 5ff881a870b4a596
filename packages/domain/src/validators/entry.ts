/**
 * Applications (entries), scout entries, scout inquiries of members and visitors, and the
 * joining confirmation that follows an entry.
 */
import { z } from 'zod';
import { KEEP_LIST, MESSAGE_LIMITS } from '../constants';
import { ContactMethod, StartTiming } from '../enums';
import { attributionSchema } from './attribution';
import {
  booleanChoice,
  enumChoice,
  formObject,
  furiganaSchema,
  idempotencyKeySchema,
  idListSchema,
  idSchema,
  opaqueKeySchema,
  optionalEmailSchema,
  optionalText,
  phoneNumberSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { personBasicsShape, requireChosenContact } from './shapes';

const INVALID_SCOUT_LINK = 'スカウトのリンクが正しくありません';
const INVALID_LINK = 'リンクが正しくありません';
const INVALID_DATE = '正しい日付を入力してください';

/** A visitor answers a scout through its link, which carries the scout's urlId. */
const scoutUrlIdSchema = opaqueKeySchema(INVALID_SCOUT_LINK, 100);

/** The optional first message to the company; a message like any other in the room. */
const companyMessageSchema = optionalText(MESSAGE_LIMITS.maxTextLength);

/** Jobs applied to at once come from the saved list, so the saved list's size bounds a batch. */
const jobBatchSchema = idListSchema({
  min: 1,
  minMessage: '応募する求人を選択してください',
  max: KEEP_LIST.maxItems,
  maxMessage: `一度に応募できるのは${KEEP_LIST.maxItems}件までです`,
});

/** The rest of the address after 都道府県 (市区町村・町名・番地), filled from the postal code. */
const ADDRESS_LINE_MAX_LENGTH = 100;

/**
 * GQL.VisitorProfileInput: what a visitor tells the company instead of a member profile.
 * The phone number is how the company reaches the applicant, so a landline is fine here;
 * an email is needed only when it is the chosen contact method.
 */
export const visitorProfileSchema = formObject({
  ...personBasicsShape,
  furigana: furiganaSchema.nullish(),
  addressLine: optionalText(ADDRESS_LINE_MAX_LENGTH),
  phoneNumber: phoneNumberSchema,
  email: optionalEmailSchema,
  desiredJobChangeTiming: enumChoice(StartTiming).nullish(),
  qualificationIds: idListSchema().nullish(),
  desiredOccupationIds: idListSchema().nullish(),
  contactMethod: enumChoice(ContactMethod).nullish(),
}).superRefine(requireChosenContact);
export type VisitorProfileInput = z.input<typeof visitorProfileSchema>;

/**
 * The idempotency key of one visitor submission (`clientSubmissionId` of
 * createVisitorJobEntry, createVisitorScoutEntry, createVisitorScoutInquiry): a visitor has
 * no account, so a retried submission is recognised by this key alone.
 */
export const clientSubmissionIdSchema = idempotencyKeySchema;

/** What every entry or inquiry carries to the company: a message and where the seeker came from. */
const submission = { message: companyMessageSchema, attribution: attributionSchema };

/** A visitor's entry or inquiry adds the profile the company calls and the idempotency key. */
const visitorSubmission = {
  profile: visitorProfileSchema,
  ...submission,
  clientSubmissionId: clientSubmissionIdSchema,
};

/** Member applies to one job (createEntry, GQL.CreateEntryInput). */
export const memberEntrySchema = formObject({
  jobId: idSchema,
  ...submission,
});
export type MemberEntryInput = z.input<typeof memberEntrySchema>;

/** Member applies to several jobs, e.g. the saved list (createEntries, GQL.CreateEntriesInput). */
export const memberEntriesSchema = formObject({
  jobIds: jobBatchSchema,
  ...submission,
});
export type MemberEntriesInput = z.input<typeof memberEntriesSchema>;

/**
 * Visitor applies to jobs without an account (createVisitorJobEntry). The company calls the
 * applicant, so the name's reading (ふりがな) is asked here; scout answers keep it optional.
 * The check runs even when other fields are wrong, so the form shows every error at once.
 */
export const visitorJobEntrySchema = formObject({
  jobIds: jobBatchSchema,
  ...visitorSubmission,
}).refine((input) => !lacksFurigana(input?.profile), {
  message: M.required,
  path: ['profile', 'furigana'],
  when: () => true,
});
export type VisitorJobEntryInput = z.input<typeof visitorJobEntrySchema>;

/** Member applies through a scout (createScoutEntry). */
export const memberScoutEntrySchema = formObject({
  scoutId: idSchema,
  ...submission,
});
export type MemberScoutEntryInput = z.input<typeof memberScoutEntrySchema>;

/** A profile object without a reading (a missing profile has its own error). */
function lacksFurigana(profile: unknown): boolean {
  if (typeof profile !== 'object' || profile === null) return false;
  const { furigana } = profile as { furigana?: unknown };
  return furigana === null || furigana === undefined;
}

/** Visitor applies through a scout link (createVisitorScoutEntry). */
export const visitorScoutEntrySchema = formObject({
  scoutUrlId: scoutUrlIdSchema,
  ...visitorSubmission,
});
export type VisitorScoutEntryInput = z.input<typeof visitorScoutEntrySchema>;

/** Member asks to hear more about a scout (createScoutInquiry). */
export const memberScoutInquirySchema = formObject({
  scoutId: idSchema,
  contactMethod: enumChoice(ContactMethod).nullish(),
  ...submission,
});
export type MemberScoutInquiryInput = z.input<typeof memberScoutInquirySchema>;

/** Visitor asks to hear more about a scout through its link (createVisitorScoutInquiry). */
export const visitorScoutInquirySchema = formObject({
  scoutUrlId: scoutUrlIdSchema,
  ...visitorSubmission,
});
export type VisitorScoutInquiryInput = z.input<typeof visitorScoutInquirySchema>;

/** A calendar date 'YYYY-MM-DD' (the GraphQL Date scalar) that exists. */
const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * updateEntryJoiningConfirmation (GQL.UpdateEntryJoiningConfirmationInput), answered from
 * an email link: whether the job seeker joined and, if so, on which day.
 */
export const entryJoiningConfirmationSchema = formObject({
  token: opaqueKeySchema(INVALID_LINK),
  hasJoined: booleanChoice(),
  joinedOn: z
    .string({ error: INVALID_DATE })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), INVALID_DATE)
    .transform((value) => (value === '' ? null : value))
    .nullish(),
}).superRefine(({ hasJoined, joinedOn }, ctx) => {
  if (hasJoined === true && !joinedOn) {
    ctx.addIssue({ code: 'custom', path: ['joinedOn'], message: '入社日を入力してください' });
  }
});
export type EntryJoiningConfirmationInput = z.input<typeof entryJoiningConfirmationSchema>;
