import { loadMemberPage } from '@/features/mypage/member-graphql';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';

/** What the editors read and write (server side; the forms get plain values as props). */

const profileEditorQuery = graphql(`
  query ProfileEditor {
    endUserViewer {
      id
      email
      phoneNumber
      authType
      name
      birthYear
      gender
      zipCode
      prefecture {
        id
      }
      employmentStatus
      detail {
        numberOfDependents
        hasSpouse
      }
      occupations {
        id
      }
    }
  }
`);

const careerSheetEditorQuery = graphql(`
  query CareerSheetEditor {
    endUserViewer {
      id
      jobHistories {
        ...JobHistoryEditorFields
      }
      educationalBackground {
        education
        schoolName
        graduationStatus
        graduationYear
        graduationMonth
      }
      qualifications {
        id
      }
      personality {
        experienceCompanyNum
        interestOrHobby
        speciality
        selfPr
      }
      requirements {
        ...RequirementsCoreFields
        desiredCars {
          id
        }
        desiredParticularConditions {
          id
        }
        desiredWorkplaceStrengths {
          id
        }
      }
      careerSheets {
        id
        name
        summary
        createdAt
        updatedAt
        jobHistories {
          id
        }
        qualifications {
          id
        }
      }
    }
  }
`);

const resumeEditorQuery = graphql(`
  query ResumeEditor {
    endUserViewer {
      id
      name
      birthYear
      zipCode
      jobHistories {
        id
      }
      educationalBackground {
        education
      }
      resumes {
        id
        name
        reason
        hopes
        nameKana
        birthDate
        address {
          postalCode
          prefectureId
          prefectureName
          municipality
          line
        }
        photo {
          dataUrl
        }
        updatedAt
        userName
        gender
        birthYear
        zipCode
        numberOfDependents
        hasSpouse
        createdAt
        ...ResumeRecordFields
      }
    }
  }
`);

export async function loadProfileEditor() {
  return (await loadMemberPage(profileEditorQuery, {}, paths.profile())).endUserViewer;
}

export async function loadCareerSheetEditor() {
  return (await loadMemberPage(careerSheetEditorQuery, {}, paths.careerSheet())).endUserViewer;
}

export async function loadResumeEditor() {
  return (await loadMemberPage(resumeEditorQuery, {}, paths.resume())).endUserViewer;
}

export type ResumeEditorData = Awaited<ReturnType<typeof loadResumeEditor>>;
