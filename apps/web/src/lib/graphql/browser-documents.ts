import { graphql } from '../../graphql/generated/browser';

/**
 * The only operations the browser sends itself (see codegen.ts): the signed-in member's
 * header counts and saved jobs. Everything public is fetched on the server and cached.
 */

export const viewerCountsDocument = graphql(`
  query ViewerCounts {
    user {
      id
      favoriteJobCount
      messageCount
      newMatchCount
      enteredJobIds
    }
  }
`);

export const favoriteJobIdsDocument = graphql(`
  query FavoriteJobIds($per: Int!) {
    favoriteJobs(page: 1, per: $per) {
      nodes {
        id
      }
      totalCount
    }
  }
`);

export const addFavoriteDocument = graphql(`
  mutation AddFavorite($input: AddFavoriteInput!) {
    addFavorite(input: $input) {
      favoriteJobCount
    }
  }
`);

export const removeFavoriteDocument = graphql(`
  mutation RemoveFavorite($input: RemoveFavoriteInput!) {
    removeFavorite(input: $input) {
      favoriteJobCount
    }
  }
`);
