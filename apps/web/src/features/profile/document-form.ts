/**
 * What the resume and career-sheet edit forms hold: strings as typed, named as the mutation
 * inputs (UpdateResumeInput, UpdateCareerSheetInput), so the domain schemas check them as they
 * are.
 */

export type ResumeEditValues = {
  id: string;
  name: string;
  nameKana: string;
  birthDate: string;
  postalCode: string;
  prefectureId: string;
  municipality: string;
  addressLine: string;
  reason: string;
  hopes: string;
  refreshProfile: boolean;
};

export type CareerSheetEditValues = {
  id: string;
  name: string;
  summary: string;
  refreshProfile: boolean;
};

/** The stored resume as the form's first values. */
export function resumeEditValues(resume: {
  id: string;
  name: string;
  nameKana?: string | null;
  birthDate?: string | null;
  reason?: string | null;
  hopes?: string | null;
  zipCode?: string | null;
  address: {
    postalCode?: string | null;
    prefectureId?: string | null;
    municipality?: string | null;
    line?: string | null;
  };
}): ResumeEditValues {
  return {
    id: resume.id,
    name: resume.name,
    nameKana: resume.nameKana ?? '',
    birthDate: resume.birthDate ?? '',
    // The profile's postal code until the resume has its own address.
    postalCode: resume.address.postalCode ?? resume.zipCode ?? '',
    prefectureId: resume.address.prefectureId ?? '',
    municipality: resume.address.municipality ?? '',
    addressLine: resume.address.line ?? '',
    reason: resume.reason ?? '',
    hopes: resume.hopes ?? '',
    refreshProfile: false,
  };
}
