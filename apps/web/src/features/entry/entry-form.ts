import {
  EMPTY_VISITOR_PROFILE,
  orNull,
  type VisitorProfileValues,
} from '@/lib/forms/visitor-profile';
import type { EntryType } from './entry-query';

/**
 * The visitor application form (createVisitorJobEntry) as plain values and its input, before
 * the domain's visitorJobEntrySchema checks it. Field errors come back as `profile.name`,
 * `profile.phoneNumber`, …, which is how the form names its fields.
 */

/** A job application also asks the name's reading and the address after 都道府県. */
export type VisitorEntryValues = VisitorProfileValues & { furigana: string; addressLine: string };

export const EMPTY_VISITOR_ENTRY: VisitorEntryValues = {
  ...EMPTY_VISITOR_PROFILE,
  furigana: '',
  addressLine: '',
  contactMethod: 'phone_number',
};

export type Attribution = {
  utmSource: string | null;
  internalSource: string | null;
  magazineArticleId: string | null;
};

function yearOrNull(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
}

export function visitorEntryInput(
  values: VisitorEntryValues,
  jobIds: readonly string[],
  desiredOccupationIds: readonly string[],
  attribution: Attribution | null,
  clientSubmissionId: string | null = null,
  qualificationIds: readonly string[] = [],
) {
  return {
    jobIds: [...jobIds],
    profile: {
      name: values.name,
      furigana: values.furigana,
      birthYear: yearOrNull(values.birthYear),
      gender: orNull(values.gender),
      zipCode: values.zipCode,
      prefectureId: orNull(values.prefectureId),
      addressLine: orNull(values.addressLine),
      phoneNumber: values.phoneNumber,
      email: orNull(values.email),
      contactMethod: orNull(values.contactMethod),
      employmentStatus: orNull(values.employmentStatus),
      desiredJobChangeTiming: orNull(values.desiredJobChangeTiming),
      desiredOccupationIds: [...new Set(desiredOccupationIds)],
      qualificationIds: [...new Set(qualificationIds)],
    },
    message: orNull(values.message),
    attribution,
    clientSubmissionId,
  };
}

/** A member's application: one job (createEntry) or several (createEntries). */
export function memberEntryInput(
  jobIds: readonly string[],
  message: string,
  attribution: Attribution | null,
) {
  const common = { message: orNull(message), attribution };
  return jobIds.length === 1
    ? { kind: 'single' as const, input: { jobId: jobIds[0] ?? '', ...common } }
    : { kind: 'batch' as const, input: { jobIds: [...jobIds], ...common } };
}

export type EntryFormState =
  | { status: 'idle' }
  | { status: 'done'; href: string; count: number }
  | { status: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { status: 'error'; message: string; code: string | null; loginHref?: string };

/** Button and heading words of an application or an inquiry. */
export function entryWords(type: EntryType) {
  return type === 'inquiry'
    ? {
        title: '話を聞いてみる',
        submit: '話を聞いてみたいと伝える',
        pending: '送信中…',
        retry: '送信',
      }
    : { title: '応募する', submit: '応募する', pending: '送信中…', retry: '応募' };
}
