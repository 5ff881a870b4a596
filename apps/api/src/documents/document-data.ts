import { Education, EducationStatus, EmploymentType, Gender } from '@jobsite/domain/enums';
import { formatPostalCode, toJstParts } from '@jobsite/domain/formatters';
import {
  findOccupationById,
  findPrefectureByCode,
  findQualificationById,
} from '@jobsite/domain/masters';
import type {
  CareerSheetSnapshot,
  EducationalBackgroundModel,
  JobHistoryModel,
  ResumeSnapshot,
} from '../modules/members/models';
import type { CareerSheetRow, MemberRow, ResumeRow } from '../modules/members/repository';

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

/** What the 履歴書 shows, in the order of the JIS layout. */
export interface ResumeDocument {
  date: CalendarDate;
  name: string;
  nameKana: string;
  /** Full date when the resume has it, otherwise the profile's year alone. */
  birth: { year: number; month: number | null; day: number | null } | null;
  age: number | null;
  gender: string | null;
  postalCode: string;
  address: string;
  phoneNumber: string;
  email: string;
  history: DatedLine[];
  licences: DatedLine[];
  reason: string;
  hopes: string;
}

export interface CareerJob {
  period: string;
  companyName: string;
  employmentType: string;
  occupation: string;
  business: string;
  description: string;
}

/** What the 職務経歴書 shows. */
export interface CareerSheetDocument {
  date: CalendarDate;
  name: string;
  summary: string;
  jobs: CareerJob[];
  licences: string[];
}

export function jstDate(now: Date): CalendarDate {
  const parts = toJstParts(now);
  if (!parts) throw new RangeError('The clock is outside the supported date range');
  return { year: parts.year, month: parts.month, day: parts.day };
}

/** 満年齢 on `date` of someone born on `birth` (a year alone gives the age after the birthday). */
function ageOn(date: CalendarDate, birth: NonNullable<ResumeDocument['birth']>): number {
  const age = date.year - birth.year;
  if (birth.month === null || birth.day === null) return age;
  const hadBirthday =
    date.month > birth.month || (date.month === birth.month && date.day >= birth.day);
  return hadBirthday ? age : age - 1;
}

function birthOf(row: ResumeRow, snapshot: ResumeSnapshot): ResumeDocument['birth'] {
  if (row.birthDate) {
    const [year, month, day] = row.birthDate.split('-').map(Number) as [number, number, number];
    return { year, month, day };
  }
  return snapshot.birthYear ? { year: snapshot.birthYear, month: null, day: null } : null;
}

const occupationOf = (history: JobHistoryModel): string =>
  (history.occupationId ? findOccupationById(history.occupationId)?.name : null) ??
  history.otherOccupationName ??
  '';

function educationLine(education: EducationalBackgroundModel): DatedLine {
  const school = education.schoolName || Education.labels[education.education];
  return {
    year: education.graduationYear,
    month: education.graduationMonth,
    text: `${school}　${EducationStatus.labels[education.graduationStatus]}`,
  };
}

/** 学歴 then 職歴, each job as 入社 and 退社 (or 現在に至る), closed by 以上. */
function historyLines(snapshot: ResumeSnapshot): DatedLine[] {
  const lines: DatedLine[] = [{ year: null, month: null, text: '学歴', align: 'center' }];
  if (snapshot.education) lines.push(educationLine(snapshot.education));
  lines.push({ year: null, month: null, text: '職歴', align: 'center' });
  if (snapshot.jobHistories.length === 0) {
    lines.push({ year: null, month: null, text: 'なし' });
  }
  for (const history of snapshot.jobHistories) {
    lines.push({
      year: history.joinedYear,
      month: history.joinedMonth,
      text: `${history.companyName}　入社（${EmploymentType.labels[history.employmentType]}）`,
    });
    if (history.retiredYear) {
      lines.push({
        year: history.retiredYear,
        month: history.retiredMonth,
        text: `${history.companyName}　退社`,
      });
    } else {
      lines.push({ year: null, month: null, text: '現在に至る' });
    }
  }
  lines.push({ year: null, month: null, text: '以上', align: 'right' });
  return lines;
}

const qualificationNames = (ids: readonly number[]): string[] =>
  ids.flatMap((id) => findQualificationById(id)?.name ?? []);

export function resumeDocument(row: ResumeRow, member: MemberRow, now: Date): ResumeDocument {
  const snapshot = row.snapshot as ResumeSnapshot;
  const date = jstDate(now);
  const birth = birthOf(row, snapshot);
  const prefecture = row.prefectureCode ? findPrefectureByCode(row.prefectureCode)?.name : '';
  return {
    date,
    name: snapshot.userName ?? '',
    nameKana: row.nameKana ?? '',
    birth,
    age: birth ? ageOn(date, birth) : null,
    // 回答しない is left blank, as the JIS layout leaves gender to the applicant.
    gender: snapshot.gender && snapshot.gender !== 'other' ? Gender.labels[snapshot.gender] : null,
    postalCode: formatPostalCode(row.postalCode ?? snapshot.zipCode),
    address: [prefecture, row.municipality, row.addressLine].filter(Boolean).join(''),
    phoneNumber: member.phoneNumber ?? '',
    email: member.email ?? '',
    history: historyLines(snapshot),
    licences: qualificationNames(snapshot.qualificationIds).map((text) => ({
      year: null,
      month: null,
      text,
    })),
    reason: row.reason ?? '',
    hopes: row.hopes ?? '',
  };
}

const yearMonth = (year: number | null, month: number | null): string =>
  year ? `${year}年${month ? `${month}月` : ''}` : '';

export function careerSheetDocument(
  row: CareerSheetRow,
  member: MemberRow,
  now: Date,
): CareerSheetDocument {
  const snapshot = row.snapshot as CareerSheetSnapshot;
  return {
    date: jstDate(now),
    name: member.name ?? '',
    summary: row.summary ?? '',
    jobs: snapshot.jobHistories.map((history) => ({
      period: `${yearMonth(history.joinedYear, history.joinedMonth)}〜${yearMonth(history.retiredYear, history.retiredMonth) || '現在'}`,
      companyName: history.companyName,
      employmentType: EmploymentType.labels[history.employmentType],
      occupation: occupationOf(history),
      business: history.companyBusinessDetail ?? '',
      description: history.jobDescription ?? '',
    })),
    licences: qualificationNames(snapshot.qualificationIds),
  };
}
