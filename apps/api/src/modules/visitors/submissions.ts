import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import stringify from 'safe-stable-stringify';
import type { Database, Transaction } from '../../db';
import { findRepeat, type IdempotencyKey, insertKeyRow, saveOnce } from '../../db/idempotency';
import { visitorSubmissions, visitors } from '../../db/schema';
import type { VisitorRow } from '../entries/visitors';

/**
 * Idempotent visitor submissions (`clientSubmissionId` of createVisitorJobEntry,
 * createVisitorScoutEntry and createVisitorScoutInquiry). A visitor has no account, so each
 * submission makes a visitor record; the client makes one key per submission and sends it
 * again when it retries (a timeout, a lost answer, a restart mid-request, a double click).
 * The key alone is the primary key, stored with a hash of what the submission says, and used as
 * every client key is (`db/idempotency.ts`, decision 0021): of two requests with one key
 * exactly one saves, the other answers what it saved.
 */

type Db = Database | Transaction;

export interface VisitorSubmission {
  /** The client's key, lower-case; null: every request is a new submission. */
  key: string | null;
  /** SHA-256 of the mutation and its parsed input (key and clientMutationId left out). */
  contentHash: string;
}

/**
 * The submission a request makes: its key and what it says. Content is the parsed input, so
 * two spellings of one value (`03-1234-5678`, `0312345678`) are the same submission.
 */
export function visitorSubmission<
  Input extends { clientSubmissionId?: string | null | undefined; clientMutationId?: unknown },
>(operation: string, input: Input): VisitorSubmission {
  const { clientSubmissionId, clientMutationId: _echoOnly, ...content } = input;
  const contentHash = createHash('sha256')
    // Keys sorted; null and undefined members left out (two spellings of "no value").
    .update(stringify([operation, content], (_key, member) => member ?? undefined) ?? '')
    .digest('hex');
  return { key: clientSubmissionId ?? null, contentHash };
}

/** A visitor submission's key, or null when it has none. */
function submissionKey(
  submission: VisitorSubmission,
): IdempotencyKey<{ visitor: VisitorRow; contentHash: string }, { visitor: VisitorRow }> | null {
  const { key, contentHash } = submission;
  if (!key) return null;
  const ofKey = eq(visitorSubmissions.clientSubmissionId, key);
  return {
    claim: (tx) => insertKeyRow(tx, visitorSubmissions, { clientSubmissionId: key, contentHash }),
    find: async (db) => {
      const [row] = await db
        .select({ visitor: visitors, contentHash: visitorSubmissions.contentHash })
        .from(visitorSubmissions)
        .innerJoin(visitors, eq(visitors.id, visitorSubmissions.visitorId))
        .where(ofKey);
      return row;
    },
    isRepeatOf: (earlier) => earlier.contentHash === contentHash,
    bind: async (tx, saved) => {
      await tx.update(visitorSubmissions).set({ visitorId: saved.visitor.id }).where(ofKey);
    },
  };
}

export interface Submitted<T> {
  visitor: VisitorRow;
  result: T;
  /** True when the key had been used: nothing was saved, `result` is the earlier one's. */
  repeated: boolean;
}

export interface SubmissionSteps<T> {
  /** Checks that refuse a new submission (a closed job or scout); a repeat skips them. */
  check?: () => Promise<void>;
  /** Saves the visitor and what they submitted, inside the transaction. */
  save: (tx: Transaction) => Promise<{ visitor: VisitorRow; result: T }>;
  /** What an earlier submission of `visitor` saved, answered to a repeat. */
  replay: (db: Db, visitor: VisitorRow) => Promise<T>;
}

/**
 * Saves a visitor submission at most once per key (none: every call saves). A repeat is
 * answered before the checks, so a retry of a saved submission succeeds even when the job
 * closed meanwhile; a save that fails leaves neither the key nor the visitor behind.
 */
export async function submitOnce<T>(
  db: Database,
  submission: VisitorSubmission,
  steps: SubmissionSteps<T>,
): Promise<Submitted<T>> {
  const key = submissionKey(submission);
  const replay = async (reader: Db, visitor: VisitorRow): Promise<Submitted<T>> => ({
    visitor,
    result: await steps.replay(reader, visitor),
    repeated: true,
  });
  const committed = key && (await findRepeat(db, key));
  if (committed) return replay(db, committed.visitor);
  await steps.check?.();
  return db.transaction(async (tx) => {
    const outcome = await saveOnce(tx, key, () => steps.save(tx));
    if (outcome.repeated) return replay(tx, outcome.earlier.visitor);
    return { ...outcome.saved, repeated: false };
  });
}
