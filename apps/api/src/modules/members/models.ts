import type { Gender, ScoutStatus } from '@jobsite/domain/enums';
import type {
  EducationalBackgroundRow,
  JobHistoryRow,
  MemberRow,
  RequirementsRow,
} from './repository';

/** The parent of `JobHistory`: a stored history, or one copied into a document. */
export type JobHistoryModel = Omit<JobHistoryRow, 'endUserId' | 'position'>;

/** The parent of `EducationalBackground`. */
export type EducationalBackgroundModel = Omit<EducationalBackgroundRow, 'endUserId'>;

/** The parent of `Requirements`: the row and the start timing kept on the member. */
export interface RequirementsModel {
  row: RequirementsRow;
  desiredJobChangeTiming: MemberRow['desiredJobChangeTiming'];
}

/** The profile fields that sign-up and the basic-information form share, as member columns. */
export function basicProfileColumns(input: {
  name: string;
  birthYear: number;
  gender?: MemberRow['gender'] | undefined;
  zipCode: string;
  prefectureId?: MemberRow['prefectureCode'] | undefined;
  employmentStatus?: MemberRow['employmentStatus'] | undefined;
}) {
  return {
    name: input.name,
    birthYear: input.birthYear,
    gender: input.gender ?? null,
    zipCode: input.zipCode,
    prefectureCode: input.prefectureId ?? null,
    employmentStatus: input.employmentStatus ?? null,
  };
}

/** The parent of `Setting`. */
export interface SettingModel {
  scoutStatus: ScoutStatus;
  scoutAllowOccupationCategoryIds: readonly number[];
}

export function settingOf(
  member: Pick<MemberRow, 'scoutStatus' | 'scoutAllowOccupationCategoryIds'>,
): SettingModel {
  return {
    scoutStatus: member.scoutStatus,
    scoutAllowOccupationCategoryIds: member.scoutAllowOccupationCategoryIds,
  };
}

/** What a resume keeps of the profile when it is made (`resumes.snapshot`). */
export interface ResumeSnapshot {
  userName: string | null;
  gender: Gender | null;
  birthYear: number | null;
  zipCode: string | null;
  numberOfDependents: number | null;
  hasSpouse: boolean | null;
  jobHistories: JobHistoryModel[];
  qualificationIds: number[];
  education: EducationalBackgroundModel | null;
}

/** What a career sheet keeps of the profile when it is made (`career_sheets.snapshot`). */
export interface CareerSheetSnapshot {
  jobHistories: JobHistoryModel[];
  qualificationIds: number[];
}

export function jobHistoryModel(row: JobHistoryRow): JobHistoryModel {
  const { endUserId: _m, position: _p, ...history } = row;
  return history;
}
