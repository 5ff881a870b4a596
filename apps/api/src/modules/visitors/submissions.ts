import { createHash } from 'node:crypto';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { visitorSubmissions, visitors } from '../../db/schema';
import type { VisitorRow } from '../entries/visitors';

/**
 * Idempotent visitor submissions (`clientSubmissionId` of createVisitorJobEntry,
 * createVisitorScoutEntry and createVisitorScoutInquiry). A visitor has no account, so each
 * submission makes a visitor record; the client makes one key per submission and sends it
 * again when it retries (a timeout, a lost answer, a restart mid-request, a double click).
 * The key is claimed with `INSERT … ON CONFLICT DO NOTHING` on its primary key inside the
 * saving transaction, so of two requests with one key exactly one saves; the other waits for
 * it to commit and answers what it saved. As for messages (decision 0021).
 */

type Db = Database | Transaction;

export interface VisitorSubmission {
  /** The client's key, lower-case; null: every request is a new submission. */
  key: string | null;
  /** SHA-256 of the mutation and its parsed input (key and clientMutationId left out). */
  contentHash: string;
}

/** Canonical JSON: object keys sorted, null and undefined members left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .flatMap((key) => {
          const member = (value as Record<string, unknown>)[key];
          return member === null || member === undefined ? [] : [[key, canonical(member)]];
        }),
    );
  }
  return value;
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
    .update(JSON.stringify([operation, canonical(content)]))
    .digest('hex');
  return { key: clientSubmissionId ?? null, contentHash };
}

/**
 * The visitor an earlier submission with this key saved, or undefined (no key, or not used
 * yet); IDEMPOTENCY_KEY_REUSED when the key was used for other content.
 */
export async function findSubmittedVisitor(
  db: Db,
  submission: VisitorSubmission,
): Promise<VisitorRow | undefined> {
  if (!submission.key) return undefined;
  const [row] = await db
    .select({ visitor: visitors, contentHash: visitorSubmissions.contentHash })
    .from(visitorSubmissions)
    .innerJoin(visitors, eq(visitors.id, visitorSubmissions.visitorId))
    .where(eq(visitorSubmissions.clientSubmissionId, submission.key));
  if (!row) return undefined;
  if (row.contentHash !== submission.contentHash) {
    throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  }
  return row.visitor;
}

/**
 * Claims the key inside the saving transaction: undefined when this request holds it now (go
 * on and save), else the visitor the earlier submission saved. A concurrent holder makes the
 * insert wait for its commit, so the next statement sees its visitor.
 */
async function claim(tx: Transaction, submission: VisitorSubmission & { key: string }) {
  const [claimed] = await tx
    .insert(visitorSubmissions)
    .values({ clientSubmissionId: submission.key, contentHash: submission.contentHash })
    .onConflictDoNothing()
    .returning({ key: visitorSubmissions.clientSubmissionId });
  if (claimed) return undefined;
  const earlier = await findSubmittedVisitor(tx, submission);
  if (!earlier) throw new Error(`visitor submission ${submission.key} has no visitor`);
  return earlier;
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
  const earlier = await findSubmittedVisitor(db, submission);
  if (earlier) return { visitor: earlier, result: await steps.replay(db, earlier), repeated: true };
  await steps.check?.();
  return db.transaction(async (tx) => {
    const { key } = submission;
    if (key) {
      const taken = await claim(tx, { ...submission, key });
      if (taken) return { visitor: taken, result: await steps.replay(tx, taken), repeated: true };
    }
    const saved = await steps.save(tx);
    if (key) {
      await tx
        .update(visitorSubmissions)
        .set({ visitorId: saved.visitor.id })
        .where(eq(visitorSubmissions.clientSubmissionId, key));
    }
    return { ...saved, repeated: false };
  });
}
