import { graphql } from '../../graphql/generated/browser';

/**
 * The GraphQL operations the account pages send from the browser (codegen puts them in the
 * browser output, generated/browser/). Member pages load them on demand.
 */

/** The member record of the signed-in identity; null when sign-up has not made it yet. */
export const accountUserDocument = graphql(`
  query AccountUser {
    user {
      id
      email
      phoneNumber
      authType
      favoriteJobCount
    }
  }
`);

/** The signed-in member (UNAUTHORIZED_ERROR when the session has ended). */
export const accountViewerDocument = graphql(`
  query AccountViewer {
    endUserViewer {
      id
      email
      phoneNumber
      authType
    }
  }
`);

export const createUserWithRelationsDocument = graphql(`
  mutation CreateUserWithRelations($input: CreateUserWithRelationsInput!) {
    createUserWithRelations(input: $input) {
      user {
        id
        favoriteJobCount
      }
    }
  }
`);

export const recoverInconsistentUserDocument = graphql(`
  mutation RecoverInconsistentUser($input: RecoverInconsistentUserInput!) {
    recoverInconsistentUser(input: $input) {
      user {
        id
        email
        phoneNumber
      }
    }
  }
`);

export const mergeFavoritesDocument = graphql(`
  mutation MergeFavorites($input: AddFavoritesInput!) {
    addFavorites(input: $input) {
      jobs {
        id
      }
      favoriteJobCount
    }
  }
`);

export const updateLastSessionAtDocument = graphql(`
  mutation UpdateLastSessionAt($input: UpdateLastSessionAtInput!) {
    updateLastSessionAt(input: $input) {
      lastSessionAt
    }
  }
`);
