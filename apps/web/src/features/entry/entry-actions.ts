'use server';

import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import {
  memberEntriesSchema,
  memberEntrySchema,
  visitorJobEntrySchema,
} from '@jobsite/domain/validators';
import { memberRequest } from '@/features/mypage/member-graphql';
import { failureState, invalidState, type SaveState } from '@/features/mypage/mutation-result';
import { authLinksFor } from '@/lib/auth-links';
import { getAuthRecord } from '@/lib/session/server';
import {
  createEntriesMutation,
  createEntryMutation,
  createVisitorJobEntryMutation,
} from './entry-documents';
import {
  type Attribution,
  type EntryFormState,
  memberEntryInput,
  type VisitorEntryValues,
  visitorEntryInput,
} from './entry-form';
import { type EntryType, thanksPath } from './entry-query';

const NOTHING_APPLIED =
  '応募できる求人がありませんでした。応募済み、または募集を停止した求人は応募できません。';

/** Login from /entry keeps the query (spec §2), so the application continues afterwards. */
function loginHrefFor(jobIds: readonly string[], type: EntryType): string {
  const query = new URLSearchParams(
    jobIds.length === 1 ? { job_id: jobIds[0] ?? '' } : { job_ids: jobIds.join(',') },
  );
  if (type === 'inquiry') query.set('type', 'inquiry');
  return authLinksFor('/entry', query.toString()).login;
}

function asEntryState(state: SaveState): EntryFormState {
  if (state.status === 'idle' || state.status === 'saved') {
    return { status: 'error', code: null, message: errorMessage(null) };
  }
  return state;
}

export type MemberEntryRequest = {
  jobIds: string[];
  type: EntryType;
  message: string;
  attribution: Attribution | null;
};

/**
 * A member applies (or asks to hear more) with createEntry for one job, createEntries for
 * several. The api refuses a job that is not hiring or not published with its code, and a
 * second application to the same job with ALREADY_APPLIED, so a repeated click makes no
 * second entry.
 */
export async function submitMemberEntry(request: MemberEntryRequest): Promise<EntryFormState> {
  const loginHref = loginHrefFor(request.jobIds, request.type);
  if (!(await getAuthRecord())) {
    return {
      status: 'error',
      code: ErrorCode.SESSION_EXPIRED,
      message: errorMessage(ErrorCode.SESSION_EXPIRED),
      loginHref,
    };
  }
  const entry = memberEntryInput(request.jobIds, request.message, request.attribution);
  try {
    if (entry.kind === 'single') {
      const parsed = memberEntrySchema.safeParse(entry.input);
      if (!parsed.success) return asEntryState(invalidState(parsed.error));
      await memberRequest(createEntryMutation, { input: parsed.data });
      return { status: 'done', href: thanksPath(request.type, 1, request.jobIds), count: 1 };
    }
    const parsed = memberEntriesSchema.safeParse(entry.input);
    if (!parsed.success) return asEntryState(invalidState(parsed.error));
    const result = await memberRequest(createEntriesMutation, { input: parsed.data });
    const count = result.createEntries.entries.length;
    if (count === 0) return { status: 'error', code: null, message: NOTHING_APPLIED };
    const applied = result.createEntries.entries.map((entry) => entry.job.id);
    return { status: 'done', href: thanksPath(request.type, count, applied), count };
  } catch (error) {
    return asEntryState(failureState(error, loginHref));
  }
}

export type VisitorEntryRequest = {
  values: VisitorEntryValues;
  jobIds: string[];
  desiredOccupationIds: string[];
  qualificationIds: string[];
  type: EntryType;
  attribution: Attribution | null;
  /** The submission's idempotency key: the same for a retry of the same application. */
  clientSubmissionId: string;
};

/**
 * A visitor applies without an account, giving the contact details the company needs. A
 * retry with the same key (a lost answer, a second click) gets the first answer back and
 * makes no second application.
 */
export async function submitVisitorEntry(request: VisitorEntryRequest): Promise<EntryFormState> {
  const candidate = visitorEntryInput(
    request.values,
    request.jobIds,
    request.desiredOccupationIds,
    request.attribution,
    request.clientSubmissionId,
    request.qualificationIds,
  );
  const parsed = visitorJobEntrySchema.safeParse(candidate);
  if (!parsed.success) return asEntryState(invalidState(parsed.error));
  try {
    const result = await memberRequest(createVisitorJobEntryMutation, { input: parsed.data });
    const { entries } = result.createVisitorJobEntry;
    const applied = entries.map((entry) => entry.job.id);
    return {
      status: 'done',
      href: thanksPath(request.type, entries.length, applied),
      count: entries.length,
    };
  } catch (error) {
    return asEntryState(failureState(error, loginHrefFor(request.jobIds, request.type)));
  }
}
