import { graphql } from '@/graphql/generated';

export const verifyJoiningConfirmationQuery = graphql(`
  query VerifyJoiningConfirmation($token: String!) {
    verifyEntryJoiningConfirmationToken(token: $token) {
      isValid
      jobTitle
      companyName
      hasJoined
      joinedOn
      expiresAt
    }
  }
`);

export const updateJoiningConfirmationMutation = graphql(`
  mutation UpdateJoiningConfirmation($input: UpdateEntryJoiningConfirmationInput!) {
    updateEntryJoiningConfirmation(input: $input) {
      confirmation {
        hasJoined
        joinedOn
      }
    }
  }
`);
