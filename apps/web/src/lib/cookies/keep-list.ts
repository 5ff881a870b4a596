import { KEEP_LIST } from '@jobsite/domain/constants';
import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import { parseIdList } from './id-list';

/** A visitor's saved jobs (spec §4, §5): the `keepList` cookie, newest first, at most 20. */
export const KEEP_LIST_COOKIE = KEEP_LIST.cookieName;

export function parseKeepList(value: string | null | undefined): string[] {
  return parseIdList(value, KEEP_LIST.maxItems);
}

export type KeepListChange =
  | { ok: true; ids: string[]; added: boolean }
  | { ok: false; ids: string[]; message: string };

/** Adds a job to the front. The 21st job is refused with the message of spec §5. */
export function addToKeepList(ids: readonly string[], jobId: string): KeepListChange {
  if (ids.includes(jobId)) return { ok: true, ids: [...ids], added: false };
  if (ids.length >= KEEP_LIST.maxItems) {
    return { ok: false, ids: [...ids], message: KEEP_LIST_FULL_MESSAGE };
  }
  return { ok: true, ids: [jobId, ...ids], added: true };
}

export function removeFromKeepList(ids: readonly string[], jobId: string): string[] {
  return ids.filter((id) => id !== jobId);
}
