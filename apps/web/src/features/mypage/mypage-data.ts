import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { loadMemberPage } from './member-graphql';

/** How many recent rooms my page reads: entries and scouts are listed from them. */
export const MY_PAGE_ROOMS = 20;
export const MY_PAGE_NOTICES = 5;

/**
 * The requirements my page's completeness reads (completeness.ts); the career sheet editor
 * reads them with the rest.
 */
graphql(`
  fragment RequirementsCoreFields on Requirements {
    desiredJobChangeTiming
    desiredWorkingHours
    salaryRange {
      lowest
      highest
    }
  }
`);

const myPageQuery = graphql(`
  query MyPage($rooms: Int!, $notices: Int!) {
    endUserViewer {
      id
      name
      email
      phoneNumber
      birthYear
      gender
      zipCode
      employmentStatus
      occupations {
        id
        name
      }
      qualifications {
        id
      }
      jobHistories {
        id
      }
      educationalBackground {
        education
      }
      personality {
        selfPr
      }
      requirements {
        ...RequirementsCoreFields
      }
      resumes {
        id
      }
      setting {
        isReceiveScout
      }
      favoriteJobCount
      messageCount
      unreadNoticeCount
    }
    rooms(first: $rooms) {
      totalCount
      edges {
        node {
          id
          unreadMessageCount
          createdAt
          company {
            id
            name
          }
          entry {
            id
            currentStatus
            createdAt
            updatedAt
            interviewProposal {
              id
              status
              place
              chosenSlot {
                startsAt
                endsAt
              }
            }
            job {
              id
              title
              occupation {
                occupationNameEn
              }
            }
          }
          scout {
            id
            createdAt
            isHiring
            hiddenCompanyName
            occupationCategory {
              name
            }
          }
          lastMessage {
            createdAt
          }
        }
      }
    }
    notices(first: $notices) {
      totalCount
      unreadCount
      edges {
        node {
          id
          text
          url
          readAt
          createdAt
        }
      }
    }
  }
`);

/** Everything my page shows, in one round trip (visitors are sent to login). */
export async function loadMyPage() {
  return loadMemberPage(
    myPageQuery,
    { rooms: MY_PAGE_ROOMS, notices: MY_PAGE_NOTICES },
    paths.myPage(),
  );
}

export type MyPageData = Awaited<ReturnType<typeof loadMyPage>>;
