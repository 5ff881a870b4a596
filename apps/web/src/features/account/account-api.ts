'use client';

import { KEEP_LIST } from '@jobsite/domain/constants';
import type { CreateUserWithRelationsInput } from '@/graphql/generated/browser/graphql';
import { notifyCookieChange } from '@/lib/client-state/cookie-store';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies/browser';
import { serializeIdList } from '@/lib/cookies/id-list';
import { KEEP_LIST_COOKIE, parseKeepList } from '@/lib/cookies/keep-list';
import { type BrowserGraphQLOptions, browserGraphQL } from '@/lib/graphql/browser';
import {
  accountUserDocument,
  accountViewerDocument,
  createUserWithRelationsDocument,
  mergeFavoritesDocument,
  recoverInconsistentUserDocument,
  updateLastSessionAtDocument,
} from './browser-documents';
import { keepListAfterMerge } from './keep-list-merge';

/**
 * The account pages' GraphQL calls. They run right after a sign-in or sign-up, while the
 * member record may not exist yet, so an UNAUTHORIZED_ERROR is reported to the caller
 * (`onSessionExpired: 'throw'`) rather than ending the session.
 */
const passive = { onSessionExpired: 'throw' } as const;

/** The member record of the signed-in identity, or null when there is none yet. */
export async function fetchAccountUser() {
  return (await browserGraphQL(accountUserDocument, {}, passive)).user;
}

/**
 * The signed-in member for the account settings pages; an ended session goes to login
 * (spec §8) unless `options` say otherwise.
 */
export async function fetchAccountViewer(options: BrowserGraphQLOptions = {}) {
  return (await browserGraphQL(accountViewerDocument, {}, options)).endUserViewer;
}

/** Creates the member record after the identity-provider sign-up (spec §7). */
export async function createMember(input: CreateUserWithRelationsInput) {
  return (await browserGraphQL(createUserWithRelationsDocument, { input }, passive))
    .createUserWithRelations.user;
}

/** Brings the member record in line with the identity (email, phone number, auth type). */
export async function recoverMember() {
  return (await browserGraphQL(recoverInconsistentUserDocument, { input: {} }, passive))
    .recoverInconsistentUser.user;
}

/**
 * Records the visit (spec §8). It runs after route changes on any page, so it is often the
 * first member call to learn that the session has ended: then it goes to login like any member
 * call. A member record not made yet still only throws (refresh works, the retry is refused).
 */
export async function sendLastSession(): Promise<string> {
  return (await browserGraphQL(updateLastSessionAtDocument, { input: {} })).updateLastSessionAt
    .lastSessionAt;
}

export type MergeOutcome = {
  /** Jobs of the cookie that are favourites now. */
  moved: number;
  /** True when some stayed in the cookie because the favourites are full. */
  full: boolean;
  favoriteJobCount: number | null;
};

/**
 * Moves the keepList cookie into the member's favourites (addFavorites). The cookie changes
 * only after the server saved them (see keepListAfterMerge); a failure throws and leaves it
 * as it was.
 */
export async function mergeKeepListIntoFavorites(): Promise<MergeOutcome> {
  const sent = parseKeepList(readCookie(KEEP_LIST_COOKIE));
  if (sent.length === 0) return { moved: 0, full: false, favoriteJobCount: null };
  const { addFavorites } = await browserGraphQL(
    mergeFavoritesDocument,
    { input: { jobIds: sent } },
    passive,
  );
  const saved = new Set(addFavorites.jobs.map((job) => job.id));
  const { remaining, full } = keepListAfterMerge(
    parseKeepList(readCookie(KEEP_LIST_COOKIE)),
    sent,
    saved,
    addFavorites.favoriteJobCount,
  );
  if (remaining.length > 0) {
    writeCookie(KEEP_LIST_COOKIE, serializeIdList(remaining), KEEP_LIST.lifetimeSeconds);
  } else {
    deleteCookie(KEEP_LIST_COOKIE);
  }
  notifyCookieChange();
  return {
    moved: sent.filter((id) => saved.has(id)).length,
    full,
    favoriteJobCount: addFavorites.favoriteJobCount,
  };
}
