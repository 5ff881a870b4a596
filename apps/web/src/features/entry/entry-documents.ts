import { graphql } from '@/graphql/generated';

/** Application queries and mutations (the 'use server' actions import these). */

/**
 * The job fields of the entry pages, spread by name in their documents.
 * @public
 */
export const EntryJobFields = graphql(`
  fragment EntryJobFields on Job {
    id
    title
    isPublished
    isHiring
    isMemberOnly
    lowestSalary
    highestSalary
    salaryOption
    hiringType
    company {
      id
      name
    }
    prefecture {
      name
    }
    municipality {
      name
    }
    occupation {
      id
      name
      occupationNameEn
    }
  }
`);

/** One job, published or not (the page says why an unpublished one takes no entry). */
export const entryJobQuery = graphql(`
  query EntryJob($id: ID!) {
    job(id: $id) {
      ...EntryJobFields
    }
  }
`);

/** Several checked jobs; jobs no longer published are left out by the api. */
export const entryJobsQuery = graphql(`
  query EntryJobs($ids: [ID!]!) {
    jobsByIds(ids: $ids) {
      ...EntryJobFields
    }
  }
`);

export const isEntryQuery = graphql(`
  query IsEntry($jobId: ID!) {
    isEntry(jobId: $jobId)
  }
`);

/** The member's applications, left out of the jobs the thanks page offers. */
export const enteredJobIdsQuery = graphql(`
  query EnteredJobIds {
    user {
      id
      enteredJobIds
    }
  }
`);

export const createEntryMutation = graphql(`
  mutation CreateEntry($input: CreateEntryInput!) {
    createEntry(input: $input) {
      entry {
        id
        currentStatus
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

export const createEntriesMutation = graphql(`
  mutation CreateEntries($input: CreateEntriesInput!) {
    createEntries(input: $input) {
      entries {
        id
        job {
          id
        }
      }
      user {
        conversionId
      }
    }
  }
`);

export const createVisitorJobEntryMutation = graphql(`
  mutation CreateVisitorJobEntry($input: CreateVisitorJobEntryInput!) {
    createVisitorJobEntry(input: $input) {
      entries {
        id
        job {
          id
        }
      }
      user {
        conversionId
      }
    }
  }
`);
