// PostgreSQL crashing (immediate shutdown) and starting again under the api, with a member's
// entry in flight. The api's readiness fails while the database is down and recovers without
// an api restart; requests made meanwhile answer a clear code, not a 500; once the member
// retries what failed, every entry and message exists exactly once: none lost, none doubled.
// The server runs with synchronous_commit on (PostgreSQL's default): a commit the api was told
// about is on disk.

import { randomUUID } from 'node:crypto';
import { createDatabase, type PostgresServer, startPostgres } from '@jobsite/bench/services';
import { ErrorCode } from '@jobsite/domain/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  Client,
  codeOf,
  dataOf,
  type GraphqlBody,
  SEARCH_JOBS,
  signUpMember,
} from './support/client';
import { eventually, type Service, startApiAndBff, statusOf, stopAll } from './support/stack';

let server: PostgresServer;
let databaseUrl: string;
let api: Service;
let bff: Service;

beforeAll(async () => {
  server = await startPostgres({ synchronousCommit: 'on' });
  databaseUrl = await createDatabase(server, 'jobsite_fault');
  ({ api, bff } = await startApiAndBff({ api: { databaseUrl } }));
});
afterAll(async () => {
  await stopAll(api, bff);
  await server?.dispose();
});

const CREATE_ENTRY = `mutation ($input: CreateEntryInput!) {
  createEntry(input: $input) { entry { id room { id } } }
}`;
const CREATE_MESSAGE = `mutation ($input: CreateUserMessageInput!) {
  createUserMessage(input: $input) { message { id content } }
}`;

async function query<T extends Record<string, unknown>>(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** True when the answer is a success, false for a clear refusal; throws on anything else. */
function succeeded(answer: Answer<GraphqlBody>, acceptable: string[]): boolean {
  if (answer.status === 200 && !answer.body.errors) return true;
  expect(answer.status, JSON.stringify(answer.body)).not.toBe(500);
  expect(acceptable, JSON.stringify(answer.body)).toContain(codeOf(answer));
  return false;
}

describe('PostgreSQL restarted', () => {
  it('fails readiness while down, recovers, and keeps each entry and message exactly once', async () => {
    const { client: member, uid } = await signUpMember(bff.url);
    const visitor = new Client(bff.url);
    const list = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    const open = dataOf<{ searchJobs: { nodes: { id: string; isHiring: boolean }[] } }>(
      list,
    ).searchJobs.nodes.filter((job) => job.isHiring);
    expect(open.length).toBeGreaterThanOrEqual(3);
    const [jobA, jobB, jobC] = open.map((job) => job.id) as [string, string, string];

    const entryA = await member.graphql(CREATE_ENTRY, {
      input: { jobId: jobA, message: '再起動前の応募です' },
    });
    const roomId = dataOf<{ createEntry: { entry: { room: { id: string } } } }>(entryA).createEntry
      .entry.room.id;
    const before = await member.graphql(CREATE_MESSAGE, {
      input: { roomId, content: '再起動前のメッセージ' },
    });
    expect(before.body.errors).toBeUndefined();

    // The crash: an entry and a message (with its idempotency key) are in flight when the
    // server goes down.
    const inFlight = member.graphql(CREATE_ENTRY, { input: { jobId: jobB } });
    const keyedMessage = {
      roomId,
      content: '停止の瞬間に送ったメッセージ',
      clientMessageId: randomUUID(),
    };
    const messageInFlight = member.graphql(CREATE_MESSAGE, { input: keyedMessage });
    await server.stop('immediate');
    const inFlightAnswer = await inFlight;
    // While the server is away the api retries its connections for a few seconds (a promoted
    // replica takes over within them, decision 0037): the BFF may give up first and say so.
    const unavailable = [ErrorCode.UPSTREAM_UNAVAILABLE, ErrorCode.UPSTREAM_TIMEOUT];
    const entryBDone = succeeded(inFlightAnswer, unavailable);
    const messageAnswer = await messageInFlight;
    const firstMessageId = succeeded(messageAnswer, unavailable)
      ? dataOf<{ createUserMessage: { message: { id: string } } }>(messageAnswer).createUserMessage
          .message.id
      : null;

    // Within seconds (the readiness ping gives up after 3 s); the bound is for a loaded machine.
    const statuses: number[] = [];
    await eventually(
      async () => {
        statuses.push(await statusOf(`${api.url}/readyz`));
        return statuses.at(-1) === 503;
      },
      { timeoutMs: 60_000, what: 'api readiness failing while PostgreSQL is down' },
    ).catch((error: Error) => {
      throw new Error(`${error.message} (readiness answers: ${statuses.join(' ')})`);
    });
    expect(await statusOf(`${api.url}/healthz`)).toBe(200);
    expect(await statusOf(`${bff.url}/readyz`)).toBe(503);
    // Requests meanwhile: a clear code. One the BFF gave up waiting for (UPSTREAM_TIMEOUT) is
    // still queued at the api, which retries its connections, and may commit once the database
    // is back: the message is sent again with its key, the entry is then refused as
    // ALREADY_APPLIED, and either is there once.
    const messageDuringInput = {
      roomId,
      content: '停止中に送ったメッセージ',
      clientMessageId: randomUUID(),
    };
    const messageDuring = await member.graphql(CREATE_MESSAGE, { input: messageDuringInput });
    expect(succeeded(messageDuring, unavailable)).toBe(false);
    const entryDuring = await member.graphql(CREATE_ENTRY, { input: { jobId: jobC } });
    expect(succeeded(entryDuring, unavailable)).toBe(false);
    const entryDuringMayCommit = codeOf(entryDuring) === ErrorCode.UPSTREAM_TIMEOUT;
    const searchDuring = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect(succeeded(searchDuring, unavailable)).toBe(false);

    await server.start();

    await eventually(async () => (await statusOf(`${api.url}/readyz`)) === 200, {
      what: 'api readiness after PostgreSQL came back',
    });
    await eventually(async () => (await statusOf(`${bff.url}/readyz`)) === 200, {
      what: 'BFF readiness after PostgreSQL came back',
    });

    // The member retries what failed; an entry that did commit answers ALREADY_APPLIED.
    if (!entryBDone) {
      succeeded(await member.graphql(CREATE_ENTRY, { input: { jobId: jobB } }), [
        ErrorCode.ALREADY_APPLIED,
      ]);
    }
    expect(succeeded(await member.graphql(CREATE_MESSAGE, { input: messageDuringInput }), [])).toBe(
      true,
    );
    succeeded(
      await member.graphql(CREATE_ENTRY, { input: { jobId: jobC } }),
      entryDuringMayCommit ? [ErrorCode.ALREADY_APPLIED] : [],
    );
    // The message in flight is sent again with its key: saved once, whether or not it had
    // committed (then the api answers the saved one).
    const retried = await member.graphql(CREATE_MESSAGE, { input: keyedMessage });
    const retriedId = dataOf<{ createUserMessage: { message: { id: string } } }>(retried)
      .createUserMessage.message.id;
    if (firstMessageId !== null) expect(retriedId).toBe(firstMessageId);
    // A second entry to a job is refused, never stored twice.
    const again = await member.graphql(CREATE_ENTRY, { input: { jobId: jobA } });
    expect(codeOf(again)).toBe(ErrorCode.ALREADY_APPLIED);

    // Exactly once, read from the database itself.
    const entries = await query<{ job_id: number; n: string }>(
      `SELECT e.job_id, count(*) AS n FROM entries e JOIN end_users u ON u.id = e.end_user_id
       WHERE u.uid = $1 GROUP BY e.job_id ORDER BY e.job_id`,
      [uid],
    );
    expect(Object.fromEntries(entries.map((row) => [String(row.job_id), Number(row.n)]))).toEqual({
      [jobA]: 1,
      [jobB]: 1,
      [jobC]: 1,
    });
    const messages = await query<{ content: string; n: string }>(
      `SELECT content, count(*) AS n FROM messages WHERE room_id = $1 AND is_sent_by_user
       GROUP BY content ORDER BY content`,
      [Number(roomId)],
    );
    expect(Object.fromEntries(messages.map((row) => [row.content, Number(row.n)]))).toEqual({
      再起動前の応募です: 1,
      再起動前のメッセージ: 1,
      停止中に送ったメッセージ: 1,
      停止の瞬間に送ったメッセージ: 1,
    });
    // And the member sees three rooms, one per entry.
    const rooms = await member.graphql('query { rooms(first: 10) { edges { node { id } } } }');
    expect(dataOf<{ rooms: { edges: unknown[] } }>(rooms).rooms.edges).toHaveLength(3);
  });
});
