/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where a conversion came from (session storage keys of spec §4). */
export type AttributionInput = {
  internalSource?: string | null | undefined;
  magazineArticleId?: string | number | null | undefined;
  utmSource?: string | null | undefined;
};

/** The action that made a conversion (registration or application). */
export type ConversionSource =
  | 'job_entry'
  | 'lp'
  | 'scout_entry'
  | 'scout_inquiry'
  | 'signup';

/** Input of createMicroConversion. */
export type CreateMicroConversionInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  conversionSource: ConversionSource;
  jobId?: string | number | null | undefined;
  /** Site path where it happened. */
  path?: string | null | undefined;
  scoutId?: string | number | null | undefined;
};

/** What a suggestion while typing names. */
export type SearchSuggestionKind =
  | 'feature'
  | 'municipality'
  | 'occupation'
  | 'prefecture'
  | 'word';

export type PostalAddressQueryVariables = Exact<{
  postalCode: string;
}>;


export type PostalAddressQuery = { postalAddress: { postalCode: string, municipalityName: string, town: string | null, prefecture: { id: string, name: string } } | null };

export type SearchSuggestionsQueryVariables = Exact<{
  prefix: string;
  place?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, id: string, label: string, jobCount: number | null }> };

export type CreateMicroConversionMutationVariables = Exact<{
  input: CreateMicroConversionInput;
}>;


export type CreateMicroConversionMutation = { createMicroConversion: { microConversionId: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PostalAddressDocument = new TypedDocumentString(`
    query PostalAddress($postalCode: String!) {
  postalAddress(postalCode: $postalCode) {
    postalCode
    prefecture {
      id
      name
    }
    municipalityName
    town
  }
}
    `, {"hash":"sha256:b85d36e38e2ae30962fc580b0d2669203af70a2e30cdde45f57a01819e4700c6"}) as unknown as TypedDocumentString<PostalAddressQuery, PostalAddressQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($prefix: String!, $place: Boolean, $limit: Int) {
  searchSuggestions(prefix: $prefix, place: $place, limit: $limit) {
    kind
    id
    label
    jobCount
  }
}
    `, {"hash":"sha256:0c9beb1db970ec19031038e833ecea7eb9e46b2d1e6dbbf8667151464bbc4942"}) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const CreateMicroConversionDocument = new TypedDocumentString(`
    mutation CreateMicroConversion($input: CreateMicroConversionInput!) {
  createMicroConversion(input: $input) {
    microConversionId
  }
}
    `, {"hash":"sha256:39ca629a24bdde3e5b587fc24d7df29d9f7caefd4733f9658a032e1655a5419f"}) as unknown as TypedDocumentString<CreateMicroConversionMutation, CreateMicroConversionMutationVariables>;