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
    "\n  query PostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      postalCode\n      prefecture {\n        id\n        name\n      }\n      municipalityName\n      town\n    }\n  }\n": typeof types.PostalAddressDocument,
    "\n  query SearchSuggestions($prefix: String!, $place: Boolean, $limit: Int) {\n    searchSuggestions(prefix: $prefix, place: $place, limit: $limit) {\n      kind\n      id\n      label\n      jobCount\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  mutation CreateMicroConversion($input: CreateMicroConversionInput!) {\n    createMicroConversion(input: $input) {\n      microConversionId\n    }\n  }\n": typeof types.CreateMicroConversionDocument,
};
const documents: Documents = {
    "\n  query PostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      postalCode\n      prefecture {\n        id\n        name\n      }\n      municipalityName\n      town\n    }\n  }\n": types.PostalAddressDocument,
    "\n  query SearchSuggestions($prefix: String!, $place: Boolean, $limit: Int) {\n    searchSuggestions(prefix: $prefix, place: $place, limit: $limit) {\n      kind\n      id\n      label\n      jobCount\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  mutation CreateMicroConversion($input: CreateMicroConversionInput!) {\n    createMicroConversion(input: $input) {\n      microConversionId\n    }\n  }\n": types.CreateMicroConversionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalAddress($postalCode: String!) {\n    postalAddress(postalCode: $postalCode) {\n      postalCode\n      prefecture {\n        id\n        name\n      }\n      municipalityName\n      town\n    }\n  }\n"): typeof import('./graphql').PostalAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($prefix: String!, $place: Boolean, $limit: Int) {\n    searchSuggestions(prefix: $prefix, place: $place, limit: $limit) {\n      kind\n      id\n      label\n      jobCount\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMicroConversion($input: CreateMicroConversionInput!) {\n    createMicroConversion(input: $input) {\n      microConversionId\n    }\n  }\n"): typeof import('./graphql').CreateMicroConversionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
