'use client';

import { MAX_PAGE_SIZE } from '@jobsite/domain/constants';
import type {
  CreateScoutInquiryInput,
  CreateVisitorScoutEntryInput,
  CreateVisitorScoutInquiryInput,
  ScoutDetailFieldsFragment,
  ScoutHistoryEvent,
  ScoutInquiryFormQuery,
  ScoutRoomsQuery,
} from '../../graphql/generated/browser/graphql';
import { browserGraphQL } from '../../lib/graphql/browser';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { linkProblemOf } from '../../lib/link-access';
import {
  createScoutEntryDocument,
  createScoutInquiryDocument,
  createScoutResponseHistoryDocument,
  createVisitorScoutEntryDocument,
  createVisitorScoutInquiryDocument,
  memberScoutDocument,
  ownScoutDocument,
  scoutByUrlIdDocument,
  scoutInquiryFormDocument,
  scoutRoomsDocument,
} from './browser-documents';

/** Scout pages' calls to `/graphql` from the browser. */

export type ScoutDetail = ScoutDetailFieldsFragment;
export type ScoutRoom = ScoutRoomsQuery['rooms']['edges'][number]['node'];
export type MemberScoutRoom = ScoutRoom & { scout: NonNullable<ScoutRoom['scout']> };

/** Rooms read for the scout list: at most this many pages of MAX_PAGE_SIZE. */
const MAX_ROOM_PAGES = 10;

/** A scout sent to the member, and whether they already applied or asked to hear more. */
export async function fetchMemberScout(id: string) {
  const data = await browserGraphQL(memberScoutDocument, { id });
  return { scout: data.scout, isEntry: data.isEntry, isScoutInquiry: data.isScoutInquiry };
}

/** A scout by the unguessable id of its link (visitors and members). */
export async function fetchScoutByUrlId(urlId: string): Promise<ScoutDetail> {
  const data = await browserGraphQL(scoutByUrlIdDocument, { urlId });
  return data.scoutByUrlId;
}

/**
 * Whether the signed-in member received this scout (they answer it as a member then). A
 * session that cannot be used here is no error: the page is open to visitors too.
 */
export async function isOwnScout(id: string): Promise<boolean> {
  try {
    await browserGraphQL(ownScoutDocument, { id }, { onSessionExpired: 'throw' });
    return true;
  } catch (error) {
    if (error instanceof GraphQLRequestError) return false;
    throw error;
  }
}

/**
 * A scout opened from its link, and whether the signed-in member received it (they are taken
 * to the member's own pages then).
 */
export async function fetchLinkScout(urlId: string, signedIn: boolean) {
  const scout = await fetchScoutByUrlId(urlId);
  const own = signedIn ? await isOwnScout(scout.id) : false;
  return { scout, own };
}

/**
 * The member's scouts, newest room activity first. Every scout opens a room with the
 * company (its first message is the scout), so they are the rooms that carry a scout.
 */
export async function fetchScoutRooms(): Promise<MemberScoutRoom[]> {
  const found: MemberScoutRoom[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_ROOM_PAGES; page += 1) {
    const data: ScoutRoomsQuery = await browserGraphQL(scoutRoomsDocument, {
      first: MAX_PAGE_SIZE,
      after,
    });
    for (const { node } of data.rooms.edges) {
      if (node.scout) found.push({ ...node, scout: node.scout });
    }
    if (!data.rooms.pageInfo.hasNextPage) break;
    after = data.rooms.pageInfo.endCursor;
  }
  return found;
}

/** The room of one of the member's scouts (its quick replies go there), or null. */
export async function findScoutRoom(scoutId: string): Promise<MemberScoutRoom | null> {
  const rooms = await fetchScoutRooms();
  return rooms.find((room) => room.scout.id === scoutId) ?? null;
}

/**
 * Records a step of the response to a scout (spec §3 events: visited, entry_attempted,
 * inquiry_attempted). Best effort: a failure never stands in the job seeker's way.
 */
export async function recordScoutEvent(
  scoutUrlId: string,
  event: ScoutHistoryEvent,
  conversionId: string | null = null,
): Promise<void> {
  const responseType =
    event === 'entry_attempted' ? 'entry' : event === 'inquiry_attempted' ? 'inquiry' : null;
  try {
    await browserGraphQL(
      createScoutResponseHistoryDocument,
      {
        input: {
          scoutUrlId,
          event,
          source: 'scout',
          ...(responseType ? { responseType } : {}),
          ...(conversionId ? { conversionId } : {}),
        },
      },
      { onSessionExpired: 'throw' },
    );
  } catch {
    // Analytics only.
  }
}

type Attribution = {
  utmSource: string | null;
  internalSource: string | null;
  magazineArticleId: string | null;
};

/**
 * The member's answers to their scout. An ended session rejects (UNAUTHORIZED_ERROR or
 * SESSION_EXPIRED, after the refresh of spec §8) instead of leaving for login: the form ends
 * the session in place and keeps what was typed.
 */
export async function createScoutEntry(scoutId: string, message: string, attribution: Attribution) {
  const data = await browserGraphQL(
    createScoutEntryDocument,
    { input: { scoutId, message: message || null, attribution } },
    { onSessionExpired: 'throw' },
  );
  return data.createScoutEntry;
}

export async function createScoutInquiry(input: CreateScoutInquiryInput) {
  const data = await browserGraphQL(
    createScoutInquiryDocument,
    { input },
    { onSessionExpired: 'throw' },
  );
  return data.createScoutInquiry;
}

export async function createVisitorScoutEntry(input: CreateVisitorScoutEntryInput) {
  const data = await browserGraphQL(createVisitorScoutEntryDocument, { input });
  return data.createVisitorScoutEntry;
}

export async function createVisitorScoutInquiry(input: CreateVisitorScoutInquiryInput) {
  const data = await browserGraphQL(createVisitorScoutInquiryDocument, { input });
  return data.createVisitorScoutInquiry;
}

export type InquiryForm = ScoutInquiryFormQuery['Inquiry'];

/** Said above the inquiry form when the link's token could not prefill it. */
export const PREFILL_REFUSED =
  'リンクが正しくないか、有効期限が切れているため、登録済みの情報を表示できませんでした。お手数ですが、ご入力ください。';

/**
 * The inquiry form's choices and CRM prefill for a scout link. A link whose token cannot be
 * used (expired, forged, another member's) still gets the choices, without the prefill, and
 * the Japanese reason; a failure to load leaves the form as it is (null): it works without.
 */
export async function fetchInquiryForm(
  conversionId: string,
  occupationCategoryId: string | null,
  token: string | null,
): Promise<{ form: InquiryForm | null; problem: string | null }> {
  const variables = {
    conversionId,
    occupationCategoryIds: occupationCategoryId ? [occupationCategoryId] : null,
  };
  try {
    const data = await browserGraphQL(scoutInquiryFormDocument, { ...variables, token });
    return { form: data.Inquiry, problem: null };
  } catch (error) {
    const problem = linkProblemOf(error);
    if (!problem) return { form: null, problem: null };
    if (problem !== 'unusable') return { form: null, problem: null };
    try {
      const data = await browserGraphQL(scoutInquiryFormDocument, { ...variables, token: null });
      return { form: data.Inquiry, problem: PREFILL_REFUSED };
    } catch {
      return { form: null, problem: PREFILL_REFUSED };
    }
  }
}
