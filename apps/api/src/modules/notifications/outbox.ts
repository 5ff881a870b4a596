import { PHONE_ACCOUNT_EMAIL_DOMAIN } from '@jobsite/domain/formatters';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { endUsers, notificationOutbox } from '../../db/schema';
import { scheduleLoop } from '../catalogue-time/scheduler';
import type { LineGateway } from '../line/line-gateway';
import { composeMail } from './compose';
import type { Mailer } from './mailer';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

type OutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * Retries (decision 0049): after the n-th failure the next try waits BASE · 2^(n−1), at most
 * MAX; after ATTEMPTS failures the row is dropped. A worker holds the rows it took for LEASE,
 * so a worker that died mid-pass lets them go to the next.
 */
export const OUTBOX_RETRY = Object.freeze({
  baseMs: 60_000,
  maxMs: 6 * 60 * 60 * 1000,
  attempts: 8,
  leaseMs: 5 * 60 * 1000,
  /** Rows one pass takes. */
  batch: 20,
});

/** Milliseconds to wait after the `failures`-th failure. */
export function retryDelayMs(failures: number): number {
  return Math.min(OUTBOX_RETRY.baseMs * 2 ** Math.max(0, failures - 1), OUTBOX_RETRY.maxMs);
}

export interface OutboxDeps {
  db: Database;
  /** null: no SMTP_URL, mail rows are dropped. */
  mailer: Mailer | null;
  line: LineGateway;
  tokens: UnsubscribeTokens;
  siteUrl: string;
  now: () => Date;
  log?: FastifyBaseLogger;
}

export interface PassResult {
  sent: number;
  failed: number;
  dropped: number;
}

/** Why a row cannot be sent at all (nobody to send it to), or null. */
type Recipient = { address: string } | { dropped: string };

/**
 * One pass of the outbox worker: takes the rows due (not sent, not dropped, their next try
 * come, held by no live worker), sends each on its channel and records the outcome. Runs
 * outside any request. Rows taken by one pass are invisible to another until their lease ends,
 * and a row is marked sent only once: each notification goes out once (decision 0049 says
 * what a crash between sending and marking does).
 */
export async function deliverDue(deps: OutboxDeps): Promise<PassResult> {
  const now = deps.now();
  const taken = await take(deps.db, now);
  const result: PassResult = { sent: 0, failed: 0, dropped: 0 };
  for (const row of taken) {
    const recipient = await recipientOf(deps, row);
    if ('dropped' in recipient) {
      await finish(deps.db, row, { droppedAt: deps.now(), lastError: recipient.dropped });
      result.dropped += 1;
      continue;
    }
    try {
      await send(deps, row, recipient.address);
      await finish(deps.db, row, { sentAt: deps.now(), lastError: null });
      result.sent += 1;
    } catch (error) {
      const failures = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = failures >= OUTBOX_RETRY.attempts;
      await finish(
        deps.db,
        row,
        gaveUp
          ? { droppedAt: deps.now(), lastError: message }
          : {
              nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(failures)),
              lastError: message,
            },
      );
      if (gaveUp) result.dropped += 1;
      else result.failed += 1;
      deps.log?.warn(
        { outboxId: row.id, channel: row.channel, failures, err: error },
        gaveUp ? 'notification dropped after its last try' : 'notification will be retried',
      );
    }
  }
  return result;
}

async function take(db: Database, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        isNull(notificationOutbox.droppedAt),
        sql`(${notificationOutbox.nextAttemptAt} IS NULL OR ${notificationOutbox.nextAttemptAt} <= ${now})`,
        sql`(${notificationOutbox.lockedUntil} IS NULL OR ${notificationOutbox.lockedUntil} <= ${now})`,
      ),
    )
    .orderBy(notificationOutbox.id)
    .limit(OUTBOX_RETRY.batch)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ lockedUntil: new Date(now.getTime() + OUTBOX_RETRY.leaseMs) })
    .where(sql`${notificationOutbox.id} IN ${due}`)
    .returning();
}

async function recipientOf(deps: OutboxDeps, row: OutboxRow): Promise<Recipient> {
  const [member] = await deps.db
    .select({ email: endUsers.email, lineUserId: endUsers.lineUserId })
    .from(endUsers)
    .where(eq(endUsers.id, row.endUserId));
  if (!member) return { dropped: 'member deleted' };
  if (row.channel === 'line') {
    return member.lineUserId ? { address: member.lineUserId } : { dropped: 'no LINE link' };
  }
  if (!deps.mailer) return { dropped: 'SMTP_URL unset' };
  // Accounts that sign in by phone carry a placeholder address that reaches nobody.
  if (!member.email || member.email.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`)) {
    return { dropped: 'no e-mail address' };
  }
  return { address: member.email };
}

async function send(deps: OutboxDeps, row: OutboxRow, address: string): Promise<void> {
  if (row.channel === 'line') {
    const link = row.url ? `\n${deps.siteUrl}${row.url}` : '';
    await deps.line.push(address, `${row.text}${link}`);
    return;
  }
  await deps.mailer!.send(
    composeMail({
      outboxId: row.id,
      to: address,
      kind: row.kind,
      text: row.text,
      url: row.url,
      siteUrl: deps.siteUrl,
      unsubscribeToken: deps.tokens.issue({ memberId: row.endUserId, kind: row.kind }),
    }),
  );
}

/** Records a try's outcome, releasing the row; only while it is still unsent. */
async function finish(
  db: Database,
  row: OutboxRow,
  outcome: { sentAt?: Date; droppedAt?: Date; nextAttemptAt?: Date; lastError: string | null },
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ ...outcome, attempts: row.attempts + 1, lockedUntil: null })
    .where(and(eq(notificationOutbox.id, row.id), isNull(notificationOutbox.sentAt)));
}

/**
 * The outbox worker: a pass every `intervalMs` on the scheduler of the daily tasks (decision
 * 0033), never two at once in this process; instances share the rows through their leases.
 * Returns the function that stops it.
 */
export function scheduleOutbox(
  deps: OutboxDeps,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  return scheduleLoop({
    delayMs: () => intervalMs,
    now: deps.now,
    task: () => deliverDue(deps),
    onError,
  });
}
