/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Input of addFavorite. */
export type AddFavoriteInput = {
  clientMutationId?: string | null | undefined;
  jobId: string | number;
};

/** Input of removeFavorite. */
export type RemoveFavoriteInput = {
  clientMutationId?: string | null | undefined;
  jobId: string | number;
};

export type ViewerCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCountsQuery = { user: { id: string, favoriteJobCount: number, messageCount: number } | null };

export type FavoriteJobIdsQueryVariables = Exact<{
  per: number;
}>;


export type FavoriteJobIdsQuery = { favoriteJobs: { totalCount: number, nodes: Array<{ id: string }> } };

export type AddFavoriteMutationVariables = Exact<{
  input: AddFavoriteInput;
}>;


export type AddFavoriteMutation = { addFavorite: { favoriteJobCount: number } };

export type RemoveFavoriteMutationVariables = Exact<{
  input: RemoveFavoriteInput;
}>;


export type RemoveFavoriteMutation = { removeFavorite: { favoriteJobCount: number } };

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

export const ViewerCountsDocument = new TypedDocumentString(`
    query ViewerCounts {
  user {
    id
    favoriteJobCount
    messageCount
  }
}
    `) as unknown as TypedDocumentString<ViewerCountsQuery, ViewerCountsQueryVariables>;
export const FavoriteJobIdsDocument = new TypedDocumentString(`
    query FavoriteJobIds($per: Int!) {
  favoriteJobs(page: 1, per: $per) {
    nodes {
      id
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<FavoriteJobIdsQuery, FavoriteJobIdsQueryVariables>;
export const AddFavoriteDocument = new TypedDocumentString(`
    mutation AddFavorite($input: AddFavoriteInput!) {
  addFavorite(input: $input) {
    favoriteJobCount
  }
}
    `) as unknown as TypedDocumentString<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = new TypedDocumentString(`
    mutation RemoveFavorite($input: RemoveFavoriteInput!) {
  removeFavorite(input: $input) {
    favoriteJobCount
  }
}
    `) as unknown as TypedDocumentString<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;