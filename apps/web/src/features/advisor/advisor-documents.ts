import { graphql } from '@/graphql/generated';

/** What the advisor form starts from: the member's addresses and their advisor room. */
export const advisorContextQuery = graphql(`
  query AdvisorContext {
    endUserViewer {
      id
      email
      phoneNumber
    }
    advisorRoom {
      id
    }
  }
`);

export const requestAdvisorMutation = graphql(`
  mutation RequestAdvisor($input: RequestAdvisorInput!) {
    requestAdvisor(input: $input) {
      advisorRequest {
        id
      }
      room {
        id
      }
    }
  }
`);

/** The job a request is about (member-only jobs included: the member's session reads it). */
export const advisorJobQuery = graphql(`
  query AdvisorJob($id: ID!) {
    job(id: $id) {
      id
      title
      occupation {
        occupationNameEn
      }
    }
  }
`);
