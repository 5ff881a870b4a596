import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { companies, entries, entryJoiningConfirmations, jobs } from '../../db/schema';

/** How long a joining confirmation link works. */
export const JOINING_CONFIRMATION_TTL_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes the token of a joining confirmation email for an entry (the operator CLI and the
 * seed send it; a mailer would put `/entry/joining-confirmation?token=…` in the mail). Only
 * its hash is stored.
 */
export async function createJoiningConfirmation(
  db: Database | Transaction,
  entryId: number,
  ttlDays = JOINING_CONFIRMATION_TTL_DAYS,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(entryJoiningConfirmations).values({
    entryId,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The parent of `EntryJoiningConfirmation`. */
export interface JoiningConfirmationModel {
  isValid: boolean;
  jobTitle: string | null;
  companyName: string | null;
  hasJoined: boolean | null;
  joinedOn: string | null;
  expiresAt: Date | null;
}

export const INVALID_CONFIRMATION: JoiningConfirmationModel = Object.freeze({
  isValid: false,
  jobTitle: null,
  companyName: null,
  hasJoined: null,
  joinedOn: null,
  expiresAt: null,
});

/** The confirmation of a token: valid while unanswered and unexpired. */
export async function findConfirmation(
  db: Database | Transaction,
  token: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      id: entryJoiningConfirmations.id,
      entryId: entryJoiningConfirmations.entryId,
      expiresAt: entryJoiningConfirmations.expiresAt,
      answeredAt: entryJoiningConfirmations.answeredAt,
      hasJoined: entryJoiningConfirmations.hasJoined,
      joinedOn: entryJoiningConfirmations.joinedOn,
      jobTitle: jobs.title,
      companyName: companies.name,
    })
    .from(entryJoiningConfirmations)
    .innerJoin(entries, eq(entries.id, entryJoiningConfirmations.entryId))
    .innerJoin(jobs, eq(jobs.id, entries.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(entryJoiningConfirmations.tokenHash, hashOf(token)));
  const [row] = options.forUpdate
    ? await query.for('update', { of: entryJoiningConfirmations })
    : await query;
  if (!row) return undefined;
  return {
    row,
    model: {
      isValid: row.answeredAt === null && row.expiresAt.getTime() > Date.now(),
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      hasJoined: row.hasJoined,
      joinedOn: row.joinedOn,
      expiresAt: row.expiresAt,
    } satisfies JoiningConfirmationModel,
  };
}

/** Records the answer once; false when the token is unusable. */
export async function answerConfirmation(
  tx: Transaction,
  confirmationId: number,
  answer: { hasJoined: boolean; joinedOn: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(entryJoiningConfirmations)
    .set({ hasJoined: answer.hasJoined, joinedOn: answer.joinedOn, answeredAt: sql`now()` })
    .where(
      and(
        eq(entryJoiningConfirmations.id, confirmationId),
        isNull(entryJoiningConfirmations.answeredAt),
        gt(entryJoiningConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: entryJoiningConfirmations.id });
  return updated.length > 0;
}
