/** Final education of a member (saveEducationalBackground), also shown on the resume. */
import type { z } from 'zod';
import { Education, EducationStatus } from '../enums';
import { enumChoice, formObject, monthSchema, optionalText, yearSchema } from './fields';
import { currentJstYearMonth, monthIndex } from './jst-now';

/** saveEducationalBackground (GQL.SaveEducationalBackgroundInput). */
export const educationalBackgroundSchema = formObject({
  education: enumChoice(Education),
  schoolName: optionalText(100),
  graduationStatus: enumChoice(EducationStatus),
  graduationYear: yearSchema.nullish(),
  graduationMonth: monthSchema.nullish(),
}).superRefine((background, ctx) => {
  const { graduationYear: year, graduationMonth: month, graduationStatus } = background;
  if (year == null && month == null) return;
  if (year == null || month == null) {
    ctx.addIssue({
      code: 'custom',
      path: [year == null ? 'graduationYear' : 'graduationMonth'],
      message: '卒業年月は年と月の両方を選択してください',
    });
    return;
  }
  const now = currentJstYearMonth();
  const graduation = monthIndex(year, month);
  const today = monthIndex(now.year, now.month);
  // An expected graduation lies ahead; any other status describes the past.
  if (graduationStatus === 'expected_to_graduate' && graduation < today) {
    ctx.addIssue({
      code: 'custom',
      path: ['graduationYear'],
      message: '卒業見込みの場合は今月以降の年月を選択してください',
    });
  } else if (graduationStatus !== 'expected_to_graduate' && graduation > today) {
    ctx.addIssue({
      code: 'custom',
      path: ['graduationYear'],
      message: '卒業年月は現在までの年月を選択してください',
    });
  }
});
export type EducationalBackgroundInput = z.input<typeof educationalBackgroundSchema>;
