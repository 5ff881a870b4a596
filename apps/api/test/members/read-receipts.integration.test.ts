import { beforeAll, describe, expect, it } from 'vitest';
import type { JobFixtures } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

/**
 * readCompanyMessage with `untilMessageId`: a read receipt covers the company messages the
 * member saw (up to and including that message), not one that arrived after the page loaded;
 * a message of another room, or of another member, bounds nothing and is NOT_FOUND.
 */

const APPLY = `mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { room { id } } } }`;
const READ = `mutation ($input: ReadCompanyMessageInput!) {
  readCompanyMessage(input: $input) { room { id unreadMessageCount } messageCount } }`;
const MESSAGES = `query ($id: ID!) { room(id: $id) { unreadMessageCount
  messages(first: 20) { edges { node { id isSentByUser readAt } } } } }`;
const SEND = `mutation ($input: CreateUserMessageInput!) {
  createUserMessage(input: $input) { message { id } } }`;

type ThreadNode = { id: string; isSentByUser: boolean; readAt: string | null };

describe('read receipts up to the message seen (readCompanyMessage untilMessageId)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let member: Account;
  let other: Account;
  let nextJob = 0;

  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(async () => {
    [member, other] = await Promise.all([api.member(), api.member()]);
  });

  /** A message of the company into the room (operator CLI), its id. */
  async function postCompanyMessage(roomId: string, text: string): Promise<string> {
    const response = await api.ops('message', { room: Number(roomId), text });
    expect(response.status).toBe(200);
    return String(response.body.result.messageId);
  }

  /** A new room of `account` (an entry), with the company's first message in it. */
  async function roomOf(account: Account): Promise<string> {
    const jobId = jobs.open[nextJob++];
    return dataOf(await api.gql(APPLY, { id: String(jobId) }, account.idToken)).createEntry.entry
      .room.id;
  }

  async function threadOf(account: Account, roomId: string) {
    const room = dataOf(await api.gql(MESSAGES, { id: roomId }, account.idToken)).room;
    const nodes = room.messages.edges.map(
      (edge: { node: ThreadNode }) => edge.node,
    ) as ThreadNode[];
    const readById = new Map(nodes.map((node) => [node.id, node.readAt !== null]));
    return { unread: room.unreadMessageCount as number, readById };
  }

  async function unreadTotal(account: Account): Promise<number> {
    return dataOf(await api.gql('{ endUserViewer { messageCount } }', {}, account.idToken))
      .endUserViewer.messageCount;
  }

  it('marks the messages up to the one seen; a message posted after it stays unread', async () => {
    const roomId = await roomOf(member);
    const seen = await postCompanyMessage(roomId, '書類を拝見しました。');
    // The member's page loaded up to `seen`; this one arrives before the read call.
    const later = await postCompanyMessage(roomId, '面接日程のご相談です。');
    const before = await unreadTotal(member);

    const read = dataOf(
      await api.gql(READ, { input: { roomId, untilMessageId: seen } }, member.idToken),
    ).readCompanyMessage;
    expect(read).toEqual({ room: { id: roomId, unreadMessageCount: 1 }, messageCount: before - 2 });
    const thread = await threadOf(member, roomId);
    expect(thread.unread).toBe(1);
    expect(thread.readById.get(seen)).toBe(true);
    expect(thread.readById.get(later)).toBe(false);
    // Every company message older than the one seen (the room's first) is read too.
    expect([...thread.readById.values()].filter((isRead) => !isRead)).toHaveLength(1);

    // Seeing it later marks it read; without untilMessageId, all are (as before).
    const newest = await postCompanyMessage(roomId, 'ご都合をお知らせください。');
    const upToLater = dataOf(
      await api.gql(READ, { input: { roomId, untilMessageId: later } }, member.idToken),
    ).readCompanyMessage;
    expect(upToLater.room.unreadMessageCount).toBe(1);
    const all = dataOf(
      await api.gql(READ, { input: { roomId } }, member.idToken),
    ).readCompanyMessage;
    expect(all.room.unreadMessageCount).toBe(0);
    expect((await threadOf(member, roomId)).readById.get(newest)).toBe(true);
  });

  it('takes the member’s own message as the newest seen', async () => {
    const roomId = await roomOf(member);
    const companyBefore = await postCompanyMessage(roomId, '応募ありがとうございます。');
    const own = dataOf(
      await api.gql(SEND, { input: { roomId, content: 'よろしくお願いします。' } }, member.idToken),
    ).createUserMessage.message.id;
    const companyAfter = await postCompanyMessage(roomId, '追ってご連絡します。');

    await api.gql(READ, { input: { roomId, untilMessageId: own } }, member.idToken);
    const thread = await threadOf(member, roomId);
    expect(thread.readById.get(companyBefore)).toBe(true);
    expect(thread.readById.get(companyAfter)).toBe(false);
    expect(thread.unread).toBe(1);
  });

  it('refuses a message of another room of the member, a missing one and a malformed id', async () => {
    const roomId = await roomOf(member);
    const otherRoomId = await roomOf(member);
    const elsewhere = await postCompanyMessage(otherRoomId, '別の求人のご案内です。');
    await postCompanyMessage(roomId, 'ご連絡です。');
    const before = await threadOf(member, roomId);

    const answers = await Promise.all([
      api.gql(READ, { input: { roomId, untilMessageId: elsewhere } }, member.idToken),
      api.gql(READ, { input: { roomId, untilMessageId: '2147483000' } }, member.idToken),
    ]);
    expect(answers.map(codeOf)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    const malformed = await api.gql(
      READ,
      { input: { roomId, untilMessageId: 'abc' } },
      member.idToken,
    );
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
    expect(malformed.errors?.[0]?.extensions?.fieldErrors).toEqual({
      untilMessageId: expect.any(String),
    });
    // Nothing was marked read by the refused calls, in either room.
    expect((await threadOf(member, roomId)).unread).toBe(before.unread);
    expect((await threadOf(member, otherRoomId)).readById.get(elsewhere)).toBe(false);
  });

  it('IDOR: another member’s room or message is NOT_FOUND and marks nothing read', async () => {
    const victimRoom = await roomOf(member);
    const victimMessage = await postCompanyMessage(victimRoom, '内定のご連絡です。');
    const ownRoom = await roomOf(other);
    const ownMessage = await postCompanyMessage(ownRoom, 'ご応募ありがとうございます。');
    const victimBefore = await threadOf(member, victimRoom);
    const ownBefore = await threadOf(other, ownRoom);

    const answers = await Promise.all([
      // The victim's room with its own message.
      api.gql(
        READ,
        { input: { roomId: victimRoom, untilMessageId: victimMessage } },
        other.idToken,
      ),
      // The victim's room bounded by a message of the caller's room.
      api.gql(READ, { input: { roomId: victimRoom, untilMessageId: ownMessage } }, other.idToken),
      // The caller's room bounded by the victim's message.
      api.gql(READ, { input: { roomId: ownRoom, untilMessageId: victimMessage } }, other.idToken),
    ]);
    expect(answers.map(codeOf)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(answers.every((answer) => answer.data === null || answer.data === undefined)).toBe(true);

    const victimAfter = await threadOf(member, victimRoom);
    expect(victimAfter.unread).toBe(victimBefore.unread);
    expect(victimAfter.readById.get(victimMessage)).toBe(false);
    expect((await threadOf(other, ownRoom)).unread).toBe(ownBefore.unread);
  });
});
