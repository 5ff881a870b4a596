import { ContactMethod } from '@jobsite/domain/enums';
import {
  birthYearOptions,
  employmentStatusOptions,
  genderOptions,
  prefectureOptions,
  startTimingOptions,
} from '../profile/options';
import type { Choice } from './MemberScoutAnswer';
import type { VisitorProfileOptions } from './VisitorProfileFields';

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

export type AnswerType = 'entry' | 'inquiry';

/** The answer a route segment or `type` parameter names, or null. */
export function answerTypeOf(value: unknown): AnswerType | null {
  return value === 'entry' || value === 'inquiry' ? value : null;
}
