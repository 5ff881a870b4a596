import {
  type Birth,
  birthLine,
  type CalendarDate,
  type DatedLine,
  jobPeriod,
  parseBirthDate,
  resumeHistoryLines,
} from '@jobsite/domain/documents';
import { EmploymentType, Gender } from '@jobsite/domain/enums';
import { formatPostalCode, toJstParts } from '@jobsite/domain/formatters';
import {
  findOccupationById,
  findPrefectureByCode,
  findQualificationById,
} from '@jobsite/domain/masters';
import type {
  CareerSheetSnapshot,
  JobHistoryModel,
  ResumeSnapshot,
} from '../modules/members/models';
import type { CareerSheetRow, MemberRow, ResumeRow } from '../modules/members/repository';

/** What the 履歴書 shows, in the order of the JIS layout. */
export interface ResumeDocument {
  date: CalendarDate;
  name: string;
  nameKana: string;
  /** '1990年4月2日生（満35歳）': the full date when the resume has it, else the year alone. */
  birth: string;
  gender: string | null;
  postalCode: string;
  address: string;
  phoneNumber: string;
  email: string;
  history: DatedLine[];
  licences: DatedLine[];
  reason: string;
  hopes: string;
  /** The stored photo (a JPEG), drawn in the photo box; null leaves the box empty. */
  photo: Uint8Array | null;
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

function birthOf(row: ResumeRow, snapshot: ResumeSnapshot): Birth | null {
  return (
    parseBirthDate(row.birthDate) ??
    (snapshot.birthYear ? { year: snapshot.birthYear, month: null, day: null } : null)
  );
}

const occupationOf = (history: JobHistoryModel): string =>
  (history.occupationId ? findOccupationById(history.occupationId)?.name : null) ??
  history.otherOccupationName ??
  '';

const qualificationNames = (ids: readonly number[]): string[] =>
  ids.flatMap((id) => findQualificationById(id)?.name ?? []);

export function resumeDocument(
  row: ResumeRow,
  member: MemberRow,
  now: Date,
  photo: Uint8Array | null = null,
): ResumeDocument {
  const snapshot = row.snapshot as ResumeSnapshot;
  const date = jstDate(now);
  const prefecture = row.prefectureCode ? findPrefectureByCode(row.prefectureCode)?.name : '';
  return {
    date,
    name: snapshot.userName ?? '',
    nameKana: row.nameKana ?? '',
    birth: birthLine(birthOf(row, snapshot), date),
    // 回答しない is left blank, as the JIS layout leaves gender to the applicant.
    gender: snapshot.gender && snapshot.gender !== 'other' ? Gender.labels[snapshot.gender] : null,
    postalCode: formatPostalCode(row.postalCode ?? snapshot.zipCode),
    address: [prefecture, row.municipality, row.addressLine].filter(Boolean).join(''),
    phoneNumber: member.phoneNumber ?? '',
    email: member.email ?? '',
    history: resumeHistoryLines(snapshot.education, snapshot.jobHistories),
    licences: qualificationNames(snapshot.qualificationIds).map((text) => ({
      year: null,
      month: null,
      text,
    })),
    reason: row.reason ?? '',
    hopes: row.hopes ?? '',
    photo,
  };
}

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
      period: jobPeriod(history),
      companyName: history.companyName,
      employmentType: EmploymentType.labels[history.employmentType],
      occupation: occupationOf(history),
      business: history.companyBusinessDetail ?? '',
      description: history.jobDescription ?? '',
    })),
    licences: qualificationNames(snapshot.qualificationIds),
  };
}
