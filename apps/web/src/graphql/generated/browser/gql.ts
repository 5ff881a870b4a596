/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ViewerCounts {\n    user {\n      id\n      favoriteJobCount\n      messageCount\n    }\n  }\n": typeof types.ViewerCountsDocument,
    "\n  query FavoriteJobIds($per: Int!) {\n    favoriteJobs(page: 1, per: $per) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n": typeof types.FavoriteJobIdsDocument,
    "\n  mutation AddFavorite($input: AddFavoriteInput!) {\n    addFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($input: RemoveFavoriteInput!) {\n    removeFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": typeof types.RemoveFavoriteDocument,
};
const documents: Documents = {
    "\n  query ViewerCounts {\n    user {\n      id\n      favoriteJobCount\n      messageCount\n    }\n  }\n": types.ViewerCountsDocument,
    "\n  query FavoriteJobIds($per: Int!) {\n    favoriteJobs(page: 1, per: $per) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n": types.FavoriteJobIdsDocument,
    "\n  mutation AddFavorite($input: AddFavoriteInput!) {\n    addFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($input: RemoveFavoriteInput!) {\n    removeFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": types.RemoveFavoriteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCounts {\n    user {\n      id\n      favoriteJobCount\n      messageCount\n    }\n  }\n"): typeof import('./graphql').ViewerCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteJobIds($per: Int!) {\n    favoriteJobs(page: 1, per: $per) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n"): typeof import('./graphql').FavoriteJobIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavorite($input: AddFavoriteInput!) {\n    addFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n"): typeof import('./graphql').AddFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavorite($input: RemoveFavoriteInput!) {\n    removeFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n"): typeof import('./graphql').RemoveFavoriteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
