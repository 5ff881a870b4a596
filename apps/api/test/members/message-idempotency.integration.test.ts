import { randomUUID } from 'node:crypto';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobFixtures, multipartBody, storedFiles } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const APPLY = `mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { room { id } } } }`;
const SEND = `mutation ($input: CreateUserMessageInput!) { createUserMessage(input: $input) {
  message { id content } room { id } } }`;
const UPLOAD = `mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) {
  message { id contentType file { name } } room { id } } }`;

describe('message idempotency (clientMessageId)', () => {
  let api: MemberApi;
  let member: Account;
  let other: Account;
  let roomId: string;
  let secondRoomId: string;
  let otherRoomId: string;

  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(async () => {
    member = await api.member();
    other = await api.member();
    const apply = async (account: Account, jobId: number) =>
      dataOf(await api.gql(APPLY, { id: String(jobId) }, account.idToken)).createEntry.entry.room
        .id as string;
    roomId = await apply(member, jobs.open[0]!);
    secondRoomId = await apply(member, jobs.open[1]!);
    otherRoomId = await apply(other, jobs.open[0]!);
  });

  /** Messages of a room with this text (nothing else writes into these rooms meanwhile). */
  async function countInRoom(id: string, content: string): Promise<number> {
    const [row] = await api.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM messages WHERE room_id = ${Number(id)} AND content = ${content}`,
    );
    return row!.n;
  }

  const send = (account: Account, input: Record<string, unknown>) =>
    api.gql(SEND, { input }, account.idToken);

  it('answers a repeated key with the saved message and saves nothing', async () => {
    const clientMessageId = randomUUID();
    const input = { roomId, content: '面接の日程について相談させてください', clientMessageId };
    const first = dataOf(await send(member, input)).createUserMessage;
    const again = dataOf(await send(member, input)).createUserMessage;
    expect(again.message).toEqual(first.message);
    expect(again.room.id).toBe(roomId);
    // The key in other letter case is the same key.
    const upper = dataOf(
      await send(member, { ...input, clientMessageId: clientMessageId.toUpperCase() }),
    ).createUserMessage;
    expect(upper.message.id).toBe(first.message.id);
    expect(await countInRoom(roomId, input.content)).toBe(1);
  });

  it('saves one message when requests with one key race', async () => {
    const input = { roomId, content: '同時に送られたメッセージ', clientMessageId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(member, input)));
    const ids = answers.map((answer) => dataOf(answer).createUserMessage.message.id);
    expect(new Set(ids).size).toBe(1);
    expect(await countInRoom(roomId, input.content)).toBe(1);
  });

  it('refuses a key reused with other content, and saves nothing of it', async () => {
    const clientMessageId = randomUUID();
    dataOf(await send(member, { roomId, content: '最初の内容', clientMessageId }));
    for (const changed of [
      { roomId, content: '別の内容', clientMessageId },
      { roomId: secondRoomId, content: '最初の内容', clientMessageId },
    ]) {
      const refused = await send(member, changed);
      expect(codeOf(refused)).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      expect(refused.errors?.[0]?.message).toBe(errorMessage(ErrorCode.IDEMPOTENCY_KEY_REUSED));
    }
    expect(await countInRoom(roomId, '別の内容')).toBe(0);
    expect(await countInRoom(secondRoomId, '最初の内容')).toBe(0);
  });

  it('keeps the keys of two members apart', async () => {
    const clientMessageId = randomUUID();
    const mine = dataOf(await send(member, { roomId, content: '同じキー', clientMessageId }));
    const theirs = dataOf(
      await send(other, { roomId: otherRoomId, content: '同じキー', clientMessageId }),
    );
    expect(theirs.createUserMessage.message.id).not.toBe(mine.createUserMessage.message.id);
    expect(await countInRoom(roomId, '同じキー')).toBe(1);
    expect(await countInRoom(otherRoomId, '同じキー')).toBe(1);
    // Another member's key answers nothing of the first member's message.
    const reused = await send(other, { roomId: otherRoomId, content: '別の文', clientMessageId });
    expect(codeOf(reused)).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  });

  it('saves every message sent without a key; refuses a key that is not a UUID', async () => {
    const input = { roomId, content: 'キーなしのメッセージ' };
    dataOf(await send(member, input));
    dataOf(await send(member, input));
    expect(await countInRoom(roomId, input.content)).toBe(2);
    for (const clientMessageId of ['retry-1', `${randomUUID()}-0`, 'x'.repeat(5000)]) {
      const refused = await send(member, { roomId, content: 'x', clientMessageId });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: ErrorCode.BAD_USER_INPUT,
        fieldErrors: { clientMessageId: expect.any(String) },
      });
    }
    expect(await countInRoom(roomId, 'x')).toBe(0);
  });

  describe('attachments', () => {
    const upload = (account: Account, input: Record<string, unknown>, name = 'resume.pdf') => {
      const { payload, headers } = multipartBody(
        UPLOAD,
        { input },
        { name, type: 'application/pdf', content: Buffer.from(`%PDF-1.4 ${name}`) },
      );
      return api.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, 'token-type': 'end-user', authorization: account.idToken },
        payload,
      });
    };
    const fileMessages = async (name: string) => {
      const [row] = await api.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM messages WHERE file_name = ${name}`,
      );
      return row!.n;
    };

    it('stores a retried upload once and answers the saved message', async () => {
      const input = { roomId, clientMessageId: randomUUID() };
      const before = storedFiles(api.dataDir).length;
      const first = (await upload(member, input, 'retried.pdf')).json();
      const again = (await upload(member, input, 'retried.pdf')).json();
      expect(first.errors).toBeUndefined();
      expect(again.data.createUserAttachmentMessage.message).toEqual(
        first.data.createUserAttachmentMessage.message,
      );
      expect(await fileMessages('retried.pdf')).toBe(1);
      expect(storedFiles(api.dataDir).length).toBe(before + 1);
    });

    it('keeps one message and one file when uploads with one key race', async () => {
      const input = { roomId, clientMessageId: randomUUID() };
      const before = storedFiles(api.dataDir).length;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => upload(member, input, 'raced.pdf')),
      );
      const ids = answers.map((answer) => {
        const body = answer.json();
        expect(body.errors).toBeUndefined();
        return body.data.createUserAttachmentMessage.message.id;
      });
      expect(new Set(ids).size).toBe(1);
      expect(await fileMessages('raced.pdf')).toBe(1);
      expect(storedFiles(api.dataDir).length).toBe(before + 1);
    });

    it('refuses a key reused for another file or for a text', async () => {
      const clientMessageId = randomUUID();
      expect((await upload(member, { roomId, clientMessageId }, 'one.pdf')).json().errors).toBe(
        undefined,
      );
      const before = storedFiles(api.dataDir).length;
      const refused = (await upload(member, { roomId, clientMessageId }, 'two.pdf')).json();
      expect(refused.errors?.[0]?.extensions?.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      expect(codeOf(await send(member, { roomId, content: 'one.pdf', clientMessageId }))).toBe(
        ErrorCode.IDEMPOTENCY_KEY_REUSED,
      );
      expect(await fileMessages('two.pdf')).toBe(0);
      expect(storedFiles(api.dataDir).length).toBe(before);
      const malformed = (await upload(member, { roomId, clientMessageId: 'abc' })).json();
      expect(malformed.errors?.[0]?.extensions).toMatchObject({
        code: ErrorCode.BAD_USER_INPUT,
        fieldErrors: { clientMessageId: expect.any(String) },
      });
    });
  });
});
