/** Work history of a member (saveJobHistories), also part of the resume and career sheet. */
import { z } from 'zod';
import { EmploymentType } from '../enums';
import {
  enumChoice,
  formObject,
  idSchema,
  monthSchema,
  optionalText,
  requiredText,
  yearSchema,
} from './fields';
import { currentJstYearMonth, monthIndex } from './jst-now';

const MAX_JOB_HISTORIES = 20;
const JOB_DESCRIPTION_MAX_LENGTH = 2000;

/** One history (GQL.JobHistoryInput); with `id` it updates that history. */
export const jobHistorySchema = formObject({
  /** Set when an existing history is edited. */
  id: idSchema.nullish(),
  occupationId: idSchema.nullish(),
  /** For work that matches no occupation of the list. */
  otherOccupationName: optionalText(50),
  companyName: requiredText(100),
  companyBusinessDetail: optionalText(200),
  joinedYear: yearSchema,
  joinedMonth: monthSchema,
  retiredYear: yearSchema.nullish(),
  retiredMonth: monthSchema.nullish(),
  employmentType: enumChoice(EmploymentType),
  jobDescription: optionalText(JOB_DESCRIPTION_MAX_LENGTH),
}).superRefine((history, ctx) => {
  if (history.occupationId == null && !history.otherOccupationName) {
    ctx.addIssue({
      code: 'custom',
      path: ['occupationId'],
      message: '職種を選択するか、その他の職種を入力してください',
    });
  }
  const now = currentJstYearMonth();
  const today = monthIndex(now.year, now.month);
  const joined = monthIndex(history.joinedYear, history.joinedMonth);
  if (joined > today) {
    ctx.addIssue({
      code: 'custom',
      path: ['joinedYear'],
      message: '入社年月は現在までの年月を選択してください',
    });
  }

  const { retiredYear, retiredMonth } = history;
  if (retiredYear == null && retiredMonth == null) return; // still employed there
  if (retiredYear == null || retiredMonth == null) {
    ctx.addIssue({
      code: 'custom',
      path: [retiredYear == null ? 'retiredYear' : 'retiredMonth'],
      message: '退職年月は年と月の両方を選択してください',
    });
    return;
  }
  const retired = monthIndex(retiredYear, retiredMonth);
  if (retired < joined) {
    ctx.addIssue({
      code: 'custom',
      path: ['retiredYear'],
      message: '退職年月は入社年月以降を選択してください',
    });
  } else if (retired > today) {
    ctx.addIssue({
      code: 'custom',
      path: ['retiredYear'],
      message: '退職年月は現在までの年月を選択してください',
    });
  }
});
export type JobHistoryInput = z.input<typeof jobHistorySchema>;

/** A list of histories; every history is checked on its own. */
export const jobHistoryListSchema = z
  .array(jobHistorySchema, { error: '職歴を入力してください' })
  .max(MAX_JOB_HISTORIES, `職歴は${MAX_JOB_HISTORIES}件まで登録できます`);

/** saveJobHistories (GQL.SaveJobHistoriesInput): the whole list; histories left out are removed. */
export const jobHistoriesSchema = formObject({ jobHistories: jobHistoryListSchema });
export type JobHistoriesInput = z.input<typeof jobHistoriesSchema>;
