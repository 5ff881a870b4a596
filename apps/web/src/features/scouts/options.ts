import { ContactMethod } from '@jobsite/domain/enums';
import {
  birthYearOptions,
  employmentStatusOptions,
  genderOptions,
  prefectureOptions,
  startTimingOptions,
} from '../profile/options';
import type { VisitorProfileOptions } from './VisitorProfileFields';

export type Choice = { value: string; label: string };

export type AnswerType = 'entry' | 'inquiry';

/** Each answer's page title (and its breadcrumb). */
export const ANSWER_TITLES = { entry: 'スカウトに応募する', inquiry: '話を聞いてみる' } as const;

/**
 * Option lists of the scout answer forms, built on the server from the domain's masters and
 * enums (the profile forms' lists: one source) and passed to the client forms as props.
 */

export function contactMethodOptions(): Choice[] {
  return ContactMethod.options.map(({ value, label }) => ({ value, label }));
}

export function visitorProfileOptions(): VisitorProfileOptions {
  return {
    birthYears: birthYearOptions(),
    prefectures: prefectureOptions(),
    genders: genderOptions(),
    employmentStatuses: employmentStatusOptions(),
    startTimings: startTimingOptions(),
    contactMethods: contactMethodOptions(),
  };
}

/** The answer a route segment or `type` parameter names, or null. */
export function answerTypeOf(value: unknown): AnswerType | null {
  return value === 'entry' || value === 'inquiry' ? value : null;
}
