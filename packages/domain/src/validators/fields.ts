/**
 * Field schemas shared by the forms. Every message is Japanese, including the ones for a
 * missing or wrongly typed value, so nothing from zod's English defaults reaches a screen.
 * Optional fields accept undefined and null (GraphQL sends null) and, for text, ''.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import type { DomainEnum } from '../enums';
import { findPrefectureByCode, HOUR_OPTIONS } from '../masters';
import { currentJstYearMonth } from './jst-now';
import {
  VALIDATION_MESSAGES as M,
  maxItemsMessage,
  maxLengthMessage,
  minLengthMessage,
} from './messages';
import {
  normalizeFurigana,
  normalizeLineBreaks,
  normalizePhoneNumber,
  normalizeZipCode,
} from './normalize';

/** Upper bound of any id list a form submits, so a request cannot carry thousands. */
const MAX_ID_LIST_LENGTH = 100;
/** Job seekers are 15 (end of compulsory education) to 100 years old. */
const MIN_AGE = 15;
const MAX_AGE = 100;
/** Years a year picker offers. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

/** Trimmed text that must not be empty; a line break counts as one character. */
export const requiredText = (maxLength: number) =>
  z
    .string({ error: M.required })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, M.required)
    .max(maxLength, maxLengthMessage(maxLength));

/** Trimmed text that may be empty, null or absent. */
export const optionalText = (maxLength: number) =>
  z
    .string({ error: M.invalid })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(maxLength, maxLengthMessage(maxLength))
    .nullish();

/**
 * Matches what browsers accept for input[type=email] plus a dotted domain. Looser than RFC
 * 5322 on purpose: older Japanese carrier addresses (docomo, au) have '..' or '.@' in the
 * local part and must still be accepted.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;
/** Japanese mobile numbers: 070, 080 or 090 and eight digits. */
const MOBILE_PHONE_PATTERN = /^0[789]0\d{8}$/;
/** Any Japanese number (landline, mobile, IP, toll-free): 0 and nine or ten digits. */
const PHONE_PATTERN = /^0\d{9,10}$/;
/** Hiragana, the long vowel mark, the middle dot and a space between family and given name. */
const HIRAGANA_PATTERN = /^[\u3041-\u3096\u30FC\u30FB ]+$/;

export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
export const isMobilePhoneNumber = (value: string): boolean => MOBILE_PHONE_PATTERN.test(value);

/** Email address, trimmed and lower-cased (the identity provider compares them so). */
export const emailSchema = z
  .string({ error: M.required })
  .trim()
  .toLowerCase()
  .min(1, M.required)
  .refine(isEmail, M.email);

/** Email address that may be left empty. */
export const optionalEmailSchema = z
  .string({ error: M.invalid })
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || isEmail(value), M.email)
  .nullish();

/** Mobile number used to sign in; hyphens and full-width digits accepted, digits stored. */
export const mobilePhoneNumberSchema = z
  .string({ error: M.required })
  .overwrite(normalizePhoneNumber)
  .min(1, M.required)
  .regex(MOBILE_PHONE_PATTERN, M.mobilePhoneNumber);

/** Contact number (landline or mobile); hyphens and full-width digits accepted, digits stored. */
export const phoneNumberSchema = z
  .string({ error: M.required })
  .overwrite(normalizePhoneNumber)
  .min(1, M.required)
  .regex(PHONE_PATTERN, M.phoneNumber);

export const optionalPhoneNumberSchema = z
  .string({ error: M.invalid })
  .overwrite(normalizePhoneNumber)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), M.phoneNumber)
  .nullish();

/** New password: at least PASSWORD_MIN_LENGTH characters, kept exactly as typed. */
export const passwordSchema = z
  .string({ error: M.required })
  .min(1, M.required)
  .min(PASSWORD_MIN_LENGTH, minLengthMessage(PASSWORD_MIN_LENGTH));

/** Postal code: '123-4567', '1234567' or full-width; stored as seven digits. */
export const zipCodeSchema = z
  .string({ error: M.required })
  .overwrite(normalizeZipCode)
  .min(1, M.required)
  .regex(/^\d{7}$/, M.zipCode);

/** Full name as written in kanji or kana. */
export const personNameSchema = requiredText(50);

/** Name reading (ふりがな) in hiragana; katakana and half-width kana are converted. */
export const furiganaSchema = z
  .string({ error: M.required })
  .overwrite(normalizeFurigana)
  .min(1, M.required)
  .max(50, maxLengthMessage(50))
  .regex(HIRAGANA_PATTERN, M.furigana);

/**
 * An integer given as a number (forms) or as decimal digits (GraphQL sends ids as strings);
 * the output is a number checked by `target`.
 */
const numberOrDigits = (target: z.ZodNumber, message: string) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^\d+$/, message)
          .transform((digits) => Number(digits)),
      ],
      { error: message },
    )
    .pipe(target);

/**
 * An opaque key the product hands out in links or callbacks (a scout's urlId, a conversionId,
 * a token): trimmed, not empty. A bad one is not something the user can fix by typing, so
 * one message covers every failure.
 */
export const opaqueKeySchema = (message: string, maxLength = 255) =>
  z.string({ error: message }).trim().min(1, message).max(maxLength, message);

/** A UUID in its usual text form, any version (`crypto.randomUUID()` makes v4). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_LENGTH = 36;

/**
 * A client idempotency key (`clientMessageId`, `clientSubmissionId`): the client makes one per
 * message or submission and sends it again when it retries that one. UUID-shaped, so it is
 * bounded (36 characters) and cannot carry anything else; lower-cased, so one key in either
 * letter case is the same key. Optional: a client without one gets no protection against its
 * own retries.
 */
export const idempotencyKeySchema = z
  .string({ error: M.invalid })
  .max(UUID_LENGTH, M.invalid)
  .regex(UUID_PATTERN, M.invalid)
  .transform((id) => id.toLowerCase())
  .nullish();

/** A master or record id (occupation, qualification, job, …): a positive integer. */
export const idSchema = numberOrDigits(
  z.number({ error: M.select }).int(M.select).positive(M.select),
  M.select,
);

export const hasNoDuplicates = (values: readonly unknown[]): boolean =>
  new Set(values).size === values.length;

interface ListOptions {
  min?: number;
  minMessage?: string;
  max?: number;
  maxMessage?: string;
}

/** Distinct choices of `item` (compared after parsing), at most MAX_ID_LIST_LENGTH by default. */
export const distinctListSchema = <Item extends z.ZodType>(
  item: Item,
  options: ListOptions = {},
) => {
  const max = options.max ?? MAX_ID_LIST_LENGTH;
  return z
    .array(item, { error: M.select })
    .min(options.min ?? 0, options.minMessage ?? M.select)
    .max(max, options.maxMessage ?? maxItemsMessage(max))
    .refine(hasNoDuplicates, M.duplicate);
};

/** Distinct ids, at most MAX_ID_LIST_LENGTH unless `max` says otherwise. */
export const idListSchema = (options: ListOptions = {}) => distinctListSchema(idSchema, options);

/** A prefecture code of PREFECTURES (1 Hokkaido … 47 Okinawa); GraphQL's prefectureId. */
export const prefectureCodeSchema = numberOrDigits(
  z
    .number({ error: M.prefecture })
    .refine((code) => findPrefectureByCode(code) !== undefined, M.prefecture),
  M.prefecture,
);

/** Year of birth for someone aged MIN_AGE to MAX_AGE this year (Japan time). */
export const birthYearSchema = z
  .number({ error: M.birthYear })
  .int(M.birthYear)
  .refine((year) => {
    const { year: current } = currentJstYearMonth();
    return year >= current - MAX_AGE && year <= current - MIN_AGE;
  }, M.birthYear);

/** Year picker value. Whether it may lie in the future is checked by the form. */
export const yearSchema = z
  .number({ error: M.year })
  .int(M.year)
  .min(MIN_YEAR, M.year)
  .max(MAX_YEAR, M.year);

/** Month picker value 1..12. */
export const monthSchema = z
  .number({ error: M.month })
  .int(M.month)
  .min(1, M.month)
  .max(12, M.month);

const HOURS: ReadonlySet<number> = new Set(HOUR_OPTIONS.map((option) => option.value));

/** Hour picker value, one of HOUR_OPTIONS (spec §3: hours 0:00-23:00). */
export const hourSchema = z.number({ error: M.hour }).refine((hour) => HOURS.has(hour), M.hour);

/** A choice from one of the domain enumerations, with a Japanese message. */
export const enumChoice = <V extends string>(domainEnum: DomainEnum<V>) =>
  z.enum(domainEnum.values, { error: M.select });

/** A yes/no choice. */
export const booleanChoice = () => z.boolean({ error: M.select });

/** Integer count within [min, max], e.g. number of dependents. */
export const countSchema = (min: number, max: number) => {
  const message = `${min}〜${max}の数字で入力してください`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** An object of fields; a missing or non-object value gets a Japanese message too. */
export const formObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: M.required });
