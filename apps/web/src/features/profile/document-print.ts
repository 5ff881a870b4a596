import { toJstParts } from '@jobsite/domain/formatters';
import { notFound } from 'next/navigation';
import { loadMemberPage } from '@/features/mypage/member-graphql';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { isRecordId } from '@/lib/record-id';

/** Data of the print views: one of the member's documents, NOT FOUND when it is not theirs. */

/** A resume's 学歴・職歴 and 免許・資格, as its editor previews and its print shows them. */
graphql(`
  fragment ResumeRecordFields on Resume {
    jobHistories {
      id
      companyName
      employmentType
      joinedYear
      joinedMonth
      retiredYear
      retiredMonth
    }
    qualifications {
      id
      name
    }
    education {
      education
      schoolName
      graduationStatus
      graduationYear
      graduationMonth
    }
  }
`);

const resumePrintQuery = graphql(`
  query ResumePrint {
    endUserViewer {
      id
      email
      phoneNumber
      resumes {
        id
        name
        reason
        hopes
        userName
        nameKana
        birthDate
        birthYear
        gender
        zipCode
        address {
          postalCode
          prefectureName
          municipality
          line
        }
        photo {
          dataUrl
        }
        ...ResumeRecordFields
      }
    }
  }
`);

const careerSheetPrintQuery = graphql(`
  query CareerSheetPrint {
    endUserViewer {
      id
      name
      careerSheets {
        id
        name
        summary
        jobHistories {
          id
          companyName
          companyBusinessDetail
          employmentType
          joinedYear
          joinedMonth
          retiredYear
          retiredMonth
          jobDescription
          otherOccupationName
          occupation {
            name
          }
        }
        qualifications {
          id
          name
        }
      }
    }
  }
`);

/** Today in Japan, the date a printed document is 現在. */
export function printDate() {
  const parts = toJstParts(Date.now());
  if (!parts) throw new RangeError('The clock is outside the supported date range');
  return { year: parts.year, month: parts.month, day: parts.day };
}

export async function loadResumePrint(id: string) {
  if (!isRecordId(id)) notFound();
  const viewer = (await loadMemberPage(resumePrintQuery, {}, paths.resumePrint(id))).endUserViewer;
  const resume = viewer.resumes.find((item) => item.id === id);
  if (!resume) notFound();
  return { resume, email: viewer.email, phoneNumber: viewer.phoneNumber };
}

export type ResumePrintData = Awaited<ReturnType<typeof loadResumePrint>>;

export async function loadCareerSheetPrint(id: string) {
  if (!isRecordId(id)) notFound();
  const viewer = (await loadMemberPage(careerSheetPrintQuery, {}, paths.careerSheetPrint(id)))
    .endUserViewer;
  const sheet = viewer.careerSheets.find((item) => item.id === id);
  if (!sheet) notFound();
  return { sheet, name: viewer.name };
}

export type CareerSheetPrintData = Awaited<ReturnType<typeof loadCareerSheetPrint>>;
