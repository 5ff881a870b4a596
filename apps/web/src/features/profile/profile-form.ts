import { booleanOrNull, booleanValue, intOrNull, numberValue, textOrNull } from './form-values';

/**
 * The profile editor's two forms as plain values (what the controls hold) and their mapping to
 * the GraphQL inputs: basic information (updateUserBasicInformation) and wishes (updateUser).
 * Pure: unit-tested, used by the page (values from the member) and the server actions.
 */

export type BasicInformationValues = {
  name: string;
  birthYear: string;
  gender: string;
  zipCode: string;
  prefectureId: string;
  employmentStatus: string;
  numberOfDependents: string;
  hasSpouse: string;
};

/** The member as endUserViewer returns the fields the form edits. */
export type BasicInformationSource = {
  name?: string | null;
  birthYear?: number | null;
  gender?: string | null;
  zipCode?: string | null;
  prefecture?: { id: string } | null;
  employmentStatus?: string | null;
  detail: { numberOfDependents?: number | null; hasSpouse?: boolean | null };
};

export function basicInformationValues(user: BasicInformationSource): BasicInformationValues {
  return {
    name: user.name ?? '',
    birthYear: numberValue(user.birthYear),
    gender: user.gender ?? '',
    zipCode: user.zipCode ?? '',
    prefectureId: user.prefecture?.id ?? '',
    employmentStatus: user.employmentStatus ?? '',
    numberOfDependents: numberValue(user.detail.numberOfDependents),
    hasSpouse: booleanValue(user.detail.hasSpouse),
  };
}

/**
 * updateUserBasicInformation's input, before the domain's basicInformationSchema checks it
 * (an unpicked birth year stays null here and gets the schema's Japanese message).
 */
export function basicInformationInput(values: BasicInformationValues) {
  return {
    name: values.name,
    birthYear: intOrNull(values.birthYear),
    gender: textOrNull(values.gender),
    zipCode: values.zipCode,
    prefectureId: textOrNull(values.prefectureId),
    employmentStatus: textOrNull(values.employmentStatus),
    numberOfDependents: intOrNull(values.numberOfDependents),
    hasSpouse: booleanOrNull(values.hasSpouse),
  };
}

export type WishesValues = { desiredOccupationIds: string[] };

export type WishesSource = { occupations: ReadonlyArray<{ id: string }> };

export function wishesValues(user: WishesSource): WishesValues {
  return { desiredOccupationIds: user.occupations.map((o) => o.id) };
}

/** updateUser's input for the desired occupations (other updateUser fields stay as they are). */
export function wishesInput(values: WishesValues) {
  return { desiredOccupationIds: [...values.desiredOccupationIds] };
}

export type QualificationsValues = { qualificationIds: string[] };

export function qualificationsValues(user: {
  qualifications: ReadonlyArray<{ id: string }>;
}): QualificationsValues {
  return { qualificationIds: user.qualifications.map((q) => q.id) };
}

/** updateUser's input for the qualifications (the career sheet's list). */
export function qualificationsInput(values: QualificationsValues) {
  return { qualificationIds: [...values.qualificationIds] };
}
