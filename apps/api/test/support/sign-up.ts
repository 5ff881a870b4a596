// A member's sign-up as the web sends it: shared by the api's member tests and the fault tests
// (`@jobsite/api/test/sign-up`), so both sign up with input the api accepts.

/** Input of createUserWithRelations that passes validation. */
export function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    name: '山田 太郎',
    birthYear: 1990,
    gender: 'male',
    zipCode: '1000001',
    prefectureId: '13',
    employmentStatus: 'employed',
    desiredJobChangeTiming: 'within_month',
    desiredOccupationIds: ['1'],
    qualificationIds: [],
    conversionSource: 'signup',
    ...overrides,
  };
}

export const CREATE_USER = `mutation ($input: CreateUserWithRelationsInput!) {
  createUserWithRelations(input: $input) { user { id conversionId } entries { id } }
}`;
