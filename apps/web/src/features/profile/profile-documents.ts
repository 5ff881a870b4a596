import { graphql } from '@/graphql/generated';

/** The editors' mutations (kept apart from the 'use server' actions, which export only functions). */

export const updateBasicInformationMutation = graphql(`
  mutation UpdateUserBasicInformation($input: UpdateUserBasicInformationInput!) {
    updateUserBasicInformation(input: $input) {
      user {
        id
      }
    }
  }
`);

export const updateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
      }
    }
  }
`);

/** A job history as the career sheet editor reads and saves it. */
graphql(`
  fragment JobHistoryEditorFields on JobHistory {
    id
    occupation {
      id
    }
    otherOccupationName
    companyName
    companyBusinessDetail
    joinedYear
    joinedMonth
    retiredYear
    retiredMonth
    employmentType
    jobDescription
  }
`);

export const saveJobHistoriesMutation = graphql(`
  mutation SaveJobHistories($input: SaveJobHistoriesInput!) {
    saveJobHistories(input: $input) {
      jobHistories {
        ...JobHistoryEditorFields
      }
    }
  }
`);

export const saveEducationalBackgroundMutation = graphql(`
  mutation SaveEducationalBackground($input: SaveEducationalBackgroundInput!) {
    saveEducationalBackground(input: $input) {
      educationalBackground {
        education
      }
    }
  }
`);

export const savePersonalityAndRequirementsMutation = graphql(`
  mutation SavePersonalityAndRequirements($input: SavePersonalityAndRequirementsInput!) {
    savePersonalityAndRequirements(input: $input) {
      personality {
        selfPr
      }
    }
  }
`);

export const createResumeMutation = graphql(`
  mutation CreateResume($input: CreateResumeInput!) {
    createResume(input: $input) {
      resume {
        id
      }
    }
  }
`);

export const removeResumeMutation = graphql(`
  mutation RemoveResume($input: RemoveResumeInput!) {
    removeResume(input: $input) {
      resumeId
    }
  }
`);

export const updateResumeMutation = graphql(`
  mutation UpdateResume($input: UpdateResumeInput!) {
    updateResume(input: $input) {
      resume {
        id
      }
    }
  }
`);

export const updateCareerSheetMutation = graphql(`
  mutation UpdateCareerSheet($input: UpdateCareerSheetInput!) {
    updateCareerSheet(input: $input) {
      careerSheet {
        id
      }
    }
  }
`);

export const createCareerSheetMutation = graphql(`
  mutation CreateCareerSheet($input: CreateCareerSheetInput!) {
    createCareerSheet(input: $input) {
      careerSheet {
        id
      }
    }
  }
`);

export const removeCareerSheetMutation = graphql(`
  mutation RemoveCareerSheet($input: RemoveCareerSheetInput!) {
    removeCareerSheet(input: $input) {
      careerSheetId
    }
  }
`);
