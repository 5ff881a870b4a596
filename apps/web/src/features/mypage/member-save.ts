import { ErrorCode } from '@jobsite/domain/errors';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { loginPathFor } from '@/lib/session/redirect';
import { getAuthRecord } from '@/lib/session/server';
import { failureState, invalidState, type SaveState, savedState } from './mutation-result';

export type SaveOutcome<T> = { state: SaveState; result: T | null };

/**
 * One save of a member form, for the server actions: the form's input is checked with its
 * domain schema (the same one the api applies), sent only when valid, and every failure comes
 * back as a SaveState the form shows beside what the member typed. `returnPath` is the page
 * (login comes back to it; its data is re-read after a successful save).
 */
export async function saveMemberForm<Schema extends z.ZodType, T>(options: {
  schema: Schema;
  candidate: unknown;
  returnPath: string;
  send: (input: z.output<Schema>) => Promise<T>;
  savedMessage?: string;
}): Promise<SaveOutcome<T>> {
  const loginHref = loginPathFor(options.returnPath);
  if (!(await getAuthRecord())) {
    return { state: failureState(sessionEnded, loginHref), result: null };
  }
  const parsed = options.schema.safeParse(options.candidate);
  if (!parsed.success) return { state: invalidState(parsed.error), result: null };
  let result: T;
  try {
    result = await options.send(parsed.data);
  } catch (error) {
    return { state: failureState(error, loginHref), result: null };
  }
  revalidatePath(options.returnPath.split('?')[0] ?? options.returnPath);
  return { state: savedState(options.savedMessage), result };
}

/** A save without an auth record (signed out in another tab) is an ended session (spec §8). */
const sessionEnded = new GraphQLRequestError('signed out', {
  errors: [{ message: 'signed out', extensions: { code: ErrorCode.SESSION_EXPIRED } }],
});
