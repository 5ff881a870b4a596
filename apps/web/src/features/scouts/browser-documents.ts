import { graphql } from '../../graphql/generated/browser';

/**
 * The operations the scout pages send from the browser (codegen puts them in the browser
 * output, generated/browser/): scouts by id and by url id, the member's scouts (their rooms),
 * response history events, and entries and inquiries of members and visitors.
 */

export const scoutDetailFields = graphql(`
  fragment ScoutDetailFields on Scout {
    id
    urlId
    message
    jobDescription
    salary
    workingTime
    holiday
    welfare
    location
    carDescription
    contractCategory
    isHiring
    hiddenCompanyName
    hiddenCompanyImage
    createdAt
    company {
      id
      name
      addressLine
      images {
        url
        alt
      }
    }
    occupationCategory {
      id
      name
    }
    relatedJobs {
      id
      title
      lowestSalary
      highestSalary
      salaryOption
      isHiring
      isPublished
      occupation {
        name
        occupationNameEn
      }
      prefecture {
        name
      }
    }
  }
`);

export const memberScoutDocument = graphql(`
  query MemberScout($id: ID!) {
    scout(id: $id) {
      ...ScoutDetailFields
    }
    isEntry(scoutId: $id)
    isScoutInquiry(scoutId: $id)
  }
`);

export const scoutByUrlIdDocument = graphql(`
  query ScoutByUrlId($urlId: String!) {
    scoutByUrlId(urlId: $urlId) {
      ...ScoutDetailFields
    }
  }
`);

/** Whether a scout opened by its link is the signed-in member's own (NOT_FOUND otherwise). */
export const ownScoutDocument = graphql(`
  query OwnScout($id: ID!) {
    scout(id: $id) {
      id
    }
  }
`);

/** The member's rooms with what the scout list and the scout page need of each. */
export const scoutRoomsDocument = graphql(`
  query ScoutRooms($first: Int!, $after: String) {
    rooms(first: $first, after: $after) {
      edges {
        node {
          id
          unreadMessageCount
          company {
            id
            name
          }
          entry {
            id
            currentStatus
          }
          quickReplies {
            key
            label
            text
          }
          scout {
            id
            message
            isHiring
            hiddenCompanyName
            createdAt
            jobDescription
            occupationCategory {
              id
              name
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const createScoutResponseHistoryDocument = graphql(`
  mutation CreateScoutResponseHistory($input: CreateScoutResponseHistoryInput!) {
    createScoutResponseHistory(input: $input) {
      conversionId
    }
  }
`);

export const createScoutEntryDocument = graphql(`
  mutation CreateScoutEntry($input: CreateScoutEntryInput!) {
    createScoutEntry(input: $input) {
      entry {
        id
        room {
          id
        }
      }
      user {
        conversionId
      }
    }
  }
`);

export const createVisitorScoutEntryDocument = graphql(`
  mutation CreateVisitorScoutEntry($input: CreateVisitorScoutEntryInput!) {
    createVisitorScoutEntry(input: $input) {
      entry {
        id
      }
      user {
        conversionId
      }
    }
  }
`);

export const createScoutInquiryDocument = graphql(`
  mutation CreateScoutInquiry($input: CreateScoutInquiryInput!) {
    createScoutInquiry(input: $input) {
      scoutInquiry {
        id
        updatedAt
      }
      user {
        conversionId
      }
    }
  }
`);

export const createVisitorScoutInquiryDocument = graphql(`
  mutation CreateVisitorScoutInquiry($input: CreateVisitorScoutInquiryInput!) {
    createVisitorScoutInquiry(input: $input) {
      scoutInquiry {
        id
        updatedAt
      }
      user {
        conversionId
      }
    }
  }
`);

/**
 * The scout inquiry form's choices for the scout's occupation category, and the CRM record
 * that prefills it when the link's `inquiry` token (or the member's session) speaks for the
 * conversion (decision 0026, 0054).
 */
export const scoutInquiryFormDocument = graphql(`
  query ScoutInquiryForm($conversionId: String!, $occupationCategoryIds: [ID!], $token: String) {
    Inquiry(
      conversionId: $conversionId
      occupationCategoryIds: $occupationCategoryIds
      token: $token
    ) {
      kintoneUser {
        id
        name
        lastName
        firstName
        birthYear
        gender
        zipCode
        phoneNumber
        employmentStatus
        occupations {
          id
        }
        qualifications {
          id
        }
      }
      qualifications {
        id
        name
        category {
          id
          name
        }
        occupationCategories {
          id
        }
      }
      desiredOccupations {
        id
        name
        occupationCategory {
          id
          name
        }
      }
    }
  }
`);
