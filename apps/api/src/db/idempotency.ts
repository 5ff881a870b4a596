import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/**
 * Client idempotency keys (decision 0021): the client makes one key per thing it sends and
 * sends the key again when it retries (a timeout, a lost answer, a restart mid-request, a
 * double click). Each kind of key has a table of its own (`message_client_ids` per member,
 * `visitor_submissions` per key) whose row points at what the first request saved; this is
 * the one way they are used:
 *
 * - the key is claimed inside the saving transaction with `INSERT … ON CONFLICT DO NOTHING`,
 *   so of two requests with one key exactly one saves; PostgreSQL makes the other's insert wait
 *   for the holder to commit, and its next statement sees what the holder saved;
 * - a repeat is answered with what the first request saved when it asked for the same (the
 *   same mutation and content), else it is refused with IDEMPOTENCY_KEY_REUSED;
 * - a submission refused while saving (its save throws) rolls back with its transaction, the
 *   claim included, so the key is free again.
 */
export interface IdempotencyKey<Earlier, Saved> {
  /** Inserts the key's row (`ON CONFLICT DO NOTHING`): true when this request holds it now. */
  claim(tx: Transaction): Promise<boolean>;
  /** What the request holding the key saved (as committed), or undefined when none has. */
  find(db: Database | Transaction): Promise<Earlier | undefined>;
  /** Whether this request asks for what the one that saved `earlier` asked for. */
  isRepeatOf(earlier: Earlier): boolean;
  /** Points the key this request claimed at what it saved. */
  bind(tx: Transaction, saved: Saved): Promise<void>;
}

/** Claims a key by inserting its row into `table` (`ON CONFLICT DO NOTHING`): true when inserted. */
export async function insertKeyRow<T extends PgTable>(
  tx: Transaction,
  table: T,
  row: PgInsertValue<T>,
): Promise<boolean> {
  const inserted = await tx.insert(table).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/**
 * What an earlier request saved under the key, or undefined when the key is not used (yet);
 * IDEMPOTENCY_KEY_REUSED when that request asked for something else. Outside a transaction it
 * answers a committed repeat before any other work (checks, reading an upload).
 */
export async function findRepeat<Earlier>(
  db: Database | Transaction,
  key: Pick<IdempotencyKey<Earlier, never>, 'find' | 'isRepeatOf'>,
): Promise<Earlier | undefined> {
  const earlier = await key.find(db);
  if (earlier === undefined) return undefined;
  if (!key.isRepeatOf(earlier)) throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  return earlier;
}

export type SavedOnce<Earlier, Saved> =
  | { repeated: false; saved: Saved }
  /** The key had been used: nothing was saved, `earlier` is what the first request saved. */
  | { repeated: true; earlier: Earlier };

/**
 * Runs `save` inside `tx` at most once per key (no key: every call saves), claiming the key
 * first and binding it to what was saved.
 */
export async function saveOnce<Earlier, Saved, Made extends Saved>(
  tx: Transaction,
  key: IdempotencyKey<Earlier, Saved> | null,
  save: () => Promise<Made>,
): Promise<SavedOnce<Earlier, Made>> {
  if (!key) return { repeated: false, saved: await save() };
  if (!(await key.claim(tx))) {
    // Taken by an earlier request, or by a concurrent one that has committed meanwhile (the
    // insert waited for it): this statement sees what it saved.
    const earlier = await findRepeat(tx, key);
    if (earlier === undefined) throw new Error('an idempotency key is held but points at nothing');
    return { repeated: true, earlier };
  }
  const saved = await save();
  await key.bind(tx, saved);
  return { repeated: false, saved };
}
