import { intOrNull, numberValue, textOrNull } from './form-values';

/**
 * The career sheet's forms as plain values and their GraphQL inputs: job histories
 * (saveJobHistories, the whole list), education (saveEducationalBackground), and the
 * self-introduction with the wishes for the next job (savePersonalityAndRequirements).
 */

export type YearMonthValue = { year: number | null; month: number | null };

export type JobHistoryValues = {
  /** A stable key for React while rows are added and removed. */
  key: string;
  /** The saved history's id; '' for a new row. */
  id: string;
  occupationId: string;
  otherOccupationName: string;
  companyName: string;
  companyBusinessDetail: string;
  joined: YearMonthValue;
  /** Still working there: no retirement month is sent. */
  current: boolean;
  retired: YearMonthValue;
  employmentType: string;
  jobDescription: string;
};

export type JobHistorySource = {
  id: string;
  occupation?: { id: string } | null;
  otherOccupationName?: string | null;
  companyName: string;
  companyBusinessDetail?: string | null;
  joinedYear: number;
  joinedMonth: number;
  retiredYear?: number | null;
  retiredMonth?: number | null;
  employmentType: string;
  jobDescription?: string | null;
};

export function jobHistoryValues(history: JobHistorySource): JobHistoryValues {
  const current = history.retiredYear == null && history.retiredMonth == null;
  return {
    key: `saved-${history.id}`,
    id: history.id,
    occupationId: history.occupation?.id ?? '',
    otherOccupationName: history.otherOccupationName ?? '',
    companyName: history.companyName,
    companyBusinessDetail: history.companyBusinessDetail ?? '',
    joined: { year: history.joinedYear, month: history.joinedMonth },
    current,
    retired: { year: history.retiredYear ?? null, month: history.retiredMonth ?? null },
    employmentType: history.employmentType,
    jobDescription: history.jobDescription ?? '',
  };
}

export function emptyJobHistory(key: string): JobHistoryValues {
  return {
    key,
    id: '',
    occupationId: '',
    otherOccupationName: '',
    companyName: '',
    companyBusinessDetail: '',
    joined: { year: null, month: null },
    current: false,
    retired: { year: null, month: null },
    employmentType: '',
    jobDescription: '',
  };
}

/** saveJobHistories' input: every row in order (field errors come back as `jobHistories.N.…`). */
export function jobHistoriesInput(rows: readonly JobHistoryValues[]) {
  return {
    jobHistories: rows.map((row) => ({
      id: textOrNull(row.id),
      occupationId: textOrNull(row.occupationId),
      otherOccupationName: textOrNull(row.otherOccupationName),
      companyName: row.companyName,
      companyBusinessDetail: textOrNull(row.companyBusinessDetail),
      joinedYear: row.joined.year,
      joinedMonth: row.joined.month,
      retiredYear: row.current ? null : row.retired.year,
      retiredMonth: row.current ? null : row.retired.month,
      employmentType: textOrNull(row.employmentType),
      jobDescription: textOrNull(row.jobDescription),
    })),
  };
}

export type EducationValues = {
  education: string;
  schoolName: string;
  graduationStatus: string;
  graduation: YearMonthValue;
};

export function educationValues(
  background:
    | {
        education: string;
        schoolName?: string | null;
        graduationStatus: string;
        graduationYear?: number | null;
        graduationMonth?: number | null;
      }
    | null
    | undefined,
): EducationValues {
  return {
    education: background?.education ?? '',
    schoolName: background?.schoolName ?? '',
    graduationStatus: background?.graduationStatus ?? '',
    graduation: {
      year: background?.graduationYear ?? null,
      month: background?.graduationMonth ?? null,
    },
  };
}

export function educationInput(values: EducationValues) {
  return {
    education: textOrNull(values.education),
    schoolName: textOrNull(values.schoolName),
    graduationStatus: textOrNull(values.graduationStatus),
    graduationYear: values.graduation.year,
    graduationMonth: values.graduation.month,
  };
}

export type PersonalityValues = {
  experienceCompanyNum: string;
  interestOrHobby: string;
  speciality: string;
  selfPr: string;
  desiredJobChangeTiming: string;
  desiredWorkingHours: string;
  salaryLowest: string;
  salaryHighest: string;
  desiredCarIds: string[];
  desiredParticularConditionIds: string[];
  desiredWorkplaceStrengthIds: string[];
};

export type PersonalitySource = {
  personality?: {
    experienceCompanyNum?: number | null;
    interestOrHobby?: string | null;
    speciality?: string | null;
    selfPr?: string | null;
  } | null;
  requirements?: {
    desiredJobChangeTiming?: string | null;
    desiredWorkingHours?: string | null;
    salaryRange: { lowest?: number | null; highest?: number | null };
    desiredCars: ReadonlyArray<{ id: string }>;
    desiredParticularConditions: ReadonlyArray<{ id: string }>;
    desiredWorkplaceStrengths: ReadonlyArray<{ id: string }>;
  } | null;
};

export function personalityValues(user: PersonalitySource): PersonalityValues {
  const p = user.personality;
  const r = user.requirements;
  return {
    experienceCompanyNum: numberValue(p?.experienceCompanyNum),
    interestOrHobby: p?.interestOrHobby ?? '',
    speciality: p?.speciality ?? '',
    selfPr: p?.selfPr ?? '',
    desiredJobChangeTiming: r?.desiredJobChangeTiming ?? '',
    desiredWorkingHours: r?.desiredWorkingHours ?? '',
    salaryLowest: numberValue(r?.salaryRange.lowest),
    salaryHighest: numberValue(r?.salaryRange.highest),
    desiredCarIds: r?.desiredCars.map((c) => c.id) ?? [],
    desiredParticularConditionIds: r?.desiredParticularConditions.map((c) => c.id) ?? [],
    desiredWorkplaceStrengthIds: r?.desiredWorkplaceStrengths.map((s) => s.id) ?? [],
  };
}

/** savePersonalityAndRequirements' input: both parts, as the form shows them. */
export function personalityInput(values: PersonalityValues) {
  return {
    personality: {
      experienceCompanyNum: intOrNull(values.experienceCompanyNum),
      interestOrHobby: textOrNull(values.interestOrHobby),
      speciality: textOrNull(values.speciality),
      selfPr: textOrNull(values.selfPr),
    },
    requirements: {
      desiredJobChangeTiming: textOrNull(values.desiredJobChangeTiming),
      desiredWorkingHours: textOrNull(values.desiredWorkingHours),
      salaryRange: {
        lowest: intOrNull(values.salaryLowest),
        highest: intOrNull(values.salaryHighest),
      },
      desiredCarIds: [...values.desiredCarIds],
      desiredParticularConditionIds: [...values.desiredParticularConditionIds],
      desiredWorkplaceStrengthIds: [...values.desiredWorkplaceStrengthIds],
    },
  };
}
