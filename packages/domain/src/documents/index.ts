/**
 * What the 履歴書 and 職務経歴書 say, worked out once for the PDF the api draws and the print
 * view the web renders (docs/decisions/0047): the dated rows of 学歴・職歴, the birth line with
 * 満年齢, job periods and the form's own headings.
 */
import { Education, EducationStatus, EmploymentType } from '../enums';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** One row of a dated table (学歴・職歴, 免許・資格): year and month may be blank. */
export interface DatedLine {
  year: number | null;
  month: number | null;
  text: string;
  align?: 'left' | 'center' | 'right';
}

/** A birth date, or the year alone when that is all the profile has. */
export interface Birth {
  year: number;
  month: number | null;
  day: number | null;
}

export interface EducationFacts {
  education: Education;
  schoolName?: string | null;
  graduationStatus: EducationStatus;
  graduationYear?: number | null;
  graduationMonth?: number | null;
}

export interface JobFacts {
  companyName: string;
  employmentType: EmploymentType;
  joinedYear: number;
  joinedMonth: number;
  retiredYear?: number | null;
  retiredMonth?: number | null;
}

/** Headings of the JIS layout, the same on paper and on screen. */
export const RESUME_HEADINGS = Object.freeze({
  title: '履歴書',
  history: '学歴・職歴',
  licences: '免許・資格',
  reason: '志望の動機、特技、好きな学科、アピールポイントなど',
  hopes: '本人希望記入欄（特に給料・職種・勤務時間・勤務地・その他についての希望などがあれば記入）',
});

export const asOf = ({ year, month, day }: CalendarDate): string =>
  `${year}年${month}月${day}日現在`;

/** 'YYYY-MM-DD' as a Birth; null for anything else. */
export function parseBirthDate(value: string | null | undefined): Birth | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** 満年齢 on `date` (a year alone counts as after the birthday). */
export function ageOn(date: CalendarDate, birth: Birth): number {
  const age = date.year - birth.year;
  if (birth.month === null || birth.day === null) return age;
  const hadBirthday =
    date.month > birth.month || (date.month === birth.month && date.day >= birth.day);
  return hadBirthday ? age : age - 1;
}

/** '1990年4月2日生（満35歳）', or '1990年生（満36歳）' from a year alone. */
export function birthLine(birth: Birth | null, date: CalendarDate): string {
  if (!birth) return '';
  const day = birth.month && birth.day ? `${birth.month}月${birth.day}日` : '';
  return `${birth.year}年${day}生（満${ageOn(date, birth)}歳）`;
}

/** 学歴 then 職歴, each job as 入社 and 退社 (or 現在に至る), closed by 以上. */
export function resumeHistoryLines(
  education: EducationFacts | null | undefined,
  jobs: readonly JobFacts[],
): DatedLine[] {
  const lines: DatedLine[] = [{ year: null, month: null, text: '学歴', align: 'center' }];
  if (education) {
    const school = education.schoolName || Education.labels[education.education];
    lines.push({
      year: education.graduationYear ?? null,
      month: education.graduationMonth ?? null,
      text: `${school}　${EducationStatus.labels[education.graduationStatus]}`,
    });
  }
  lines.push({ year: null, month: null, text: '職歴', align: 'center' });
  if (jobs.length === 0) lines.push({ year: null, month: null, text: 'なし' });
  for (const job of jobs) {
    lines.push({
      year: job.joinedYear,
      month: job.joinedMonth,
      text: `${job.companyName}　入社（${EmploymentType.labels[job.employmentType]}）`,
    });
    lines.push(
      job.retiredYear
        ? {
            year: job.retiredYear,
            month: job.retiredMonth ?? null,
            text: `${job.companyName}　退社`,
          }
        : { year: null, month: null, text: '現在に至る' },
    );
  }
  lines.push({ year: null, month: null, text: '以上', align: 'right' });
  return lines;
}

const yearMonth = (year: number | null | undefined, month: number | null | undefined): string =>
  year ? `${year}年${month ? `${month}月` : ''}` : '';

/** '2015年4月〜2020年3月', or '2015年4月〜現在' for the job the member is in. */
export const jobPeriod = (job: JobFacts): string =>
  `${yearMonth(job.joinedYear, job.joinedMonth)}〜${yearMonth(job.retiredYear, job.retiredMonth) || '現在'}`;
