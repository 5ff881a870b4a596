'use client';

import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { errorMessage } from '@jobsite/domain/errors';
import { browserGraphQL } from '@/lib/graphql/browser';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import {
  deleteSavedSearchDocument,
  readSavedSearchMatchesDocument,
  renameSavedSearchDocument,
  savedSearchesDocument,
  savedSearchSummaryDocument,
  saveSearchDocument,
} from './browser-documents';
import type { SaveSearchConditions } from './conditions';

/**
 * Saved-search calls through /graphql (the session cookie; spec §8 handling in
 * browserGraphQL). Loaded on demand: list pages fetch it only when the button is pressed.
 */

export type SavedSearchFailure = {
  ok: false;
  message: string;
  fieldErrors?: Record<string, string>;
};

/** The Japanese message (and field messages) of a failed call. */
export function failureOf(error: unknown): SavedSearchFailure {
  if (error instanceof GraphQLRequestError) {
    const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
    return {
      ok: false,
      message: errorMessage(error.code),
      ...(fieldErrors ? { fieldErrors } : {}),
    };
  }
  return { ok: false, message: errorMessage(null) };
}

export async function saveSearch(conditions: SaveSearchConditions) {
  try {
    const data = await browserGraphQL(saveSearchDocument, { input: conditions });
    return { ok: true as const, ...data.saveSearch };
  } catch (error) {
    return failureOf(error);
  }
}

export function loadSavedSearches() {
  return browserGraphQL(savedSearchesDocument, { newJobs: SAVED_SEARCH_LIMITS.maxNewJobs });
}

export function loadSavedSearchSummary() {
  return browserGraphQL(savedSearchSummaryDocument, {});
}

export async function renameSavedSearch(id: string, name: string) {
  try {
    const data = await browserGraphQL(renameSavedSearchDocument, { input: { id, name } });
    return { ok: true as const, savedSearch: data.renameSavedSearch.savedSearch };
  } catch (error) {
    return failureOf(error);
  }
}

export async function deleteSavedSearch(id: string) {
  try {
    const data = await browserGraphQL(deleteSavedSearchDocument, { input: { id } });
    return { ok: true as const, newMatchCount: data.deleteSavedSearch.newMatchCount };
  } catch (error) {
    return failureOf(error);
  }
}

export async function readSavedSearchMatches(id: string) {
  try {
    const data = await browserGraphQL(readSavedSearchMatchesDocument, { input: { id } });
    return { ok: true as const, newMatchCount: data.readSavedSearchMatches.newMatchCount };
  } catch (error) {
    return failureOf(error);
  }
}
