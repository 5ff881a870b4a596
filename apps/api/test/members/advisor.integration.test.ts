import { ADVISOR_REQUEST_LIMITS } from '@jobsite/domain/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADVISOR_AUTO_REPLY, ADVISOR_NOTICES } from '../../src/modules/advisor/service';
import type { JobFixtures } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

/**
 * Asking for a career advisor: requestAdvisor opens the member's advisor room,
 * the operator CLI lists requests and answers in the room, the member reads the answer.
 */

const REQUEST = `mutation ($input: RequestAdvisorInput!) {
  requestAdvisor(input: $input) {
    clientMutationId
    advisorRequest { id contactMethod contactAddress preferredTimes note job { id isMemberOnly } }
    room { id kind company { id } entry { id } scout { id } unreadMessageCount quickReplies { key }
      advisorRequest { id } }
  }
}`;

const ROOM = `query ($id: ID!) {
  room(id: $id) {
    id kind company { id } unreadMessageCount
    lastMessage { content isSentByUser }
    messages(first: 20) { totalCount edges { node { content isSentByUser readAt } } }
  }
}`;

const EMAIL_REQUEST = {
  contactMethod: 'email',
  email: 'Advisor-Test@Example.com',
  preferredTimes: ['weekday_evening', 'weekend'],
  note: '大型免許を活かせる仕事を相談したいです。',
};

describe('career advisor requests', () => {
  let api: MemberApi;
  let jobs: JobFixtures;

  const count = async (table: 'advisor_requests' | 'messages' | 'notices', uid: string) => {
    const joins = {
      advisor_requests: sql`advisor_requests AS t JOIN end_users AS u ON u.id = t.end_user_id`,
      messages: sql`messages AS t JOIN rooms AS r ON r.id = t.room_id JOIN end_users AS u ON u.id = r.end_user_id`,
      notices: sql`notices AS t JOIN end_users AS u ON u.id = t.end_user_id`,
    };
    const [row] = await api.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${joins[table]} WHERE u.uid = ${uid}`,
    );
    return Number(row!.n);
  };
  const request = (account: Account, input: Record<string, unknown>) =>
    api.gql(REQUEST, { input }, account.idToken);

  withMemberApi((suite) => ({ api, jobs } = suite));

  it('opens the advisor room with the request, the desk’s acknowledgement and a notice', async () => {
    const member = await api.member();
    expect(dataOf(await api.gql('{ advisorRoom { id } }', {}, member.idToken)).advisorRoom).toBe(
      null,
    );
    const payload = dataOf(
      await request(member, { ...EMAIL_REQUEST, clientMutationId: 'advisor-1' }),
    ).requestAdvisor;
    expect(payload).toMatchObject({
      clientMutationId: 'advisor-1',
      advisorRequest: {
        contactMethod: 'email',
        contactAddress: 'advisor-test@example.com',
        preferredTimes: ['weekday_evening', 'weekend'],
        note: EMAIL_REQUEST.note,
        job: null,
      },
      room: {
        kind: 'advisor',
        company: null,
        entry: null,
        scout: null,
        unreadMessageCount: 1,
        quickReplies: [],
      },
    });
    expect(payload.room.advisorRequest).toEqual({ id: payload.advisorRequest.id });

    const room = dataOf(await api.gql(ROOM, { id: payload.room.id }, member.idToken)).room;
    const [reply, asked] = room.messages.edges.map((e: { node: unknown }) => e.node);
    expect(reply).toEqual({ content: ADVISOR_AUTO_REPLY, isSentByUser: false, readAt: null });
    expect(asked.isSentByUser).toBe(true);
    expect(asked.content).toContain('メール（advisor-test@example.com）');
    expect(asked.content).toContain('平日 18:00〜21:00、土日祝');
    expect(asked.content).toContain(EMAIL_REQUEST.note);

    const viewer = dataOf(
      await api.gql(
        '{ advisorRoom { id kind } rooms { totalCount edges { node { id kind company { id } } } } notices(first: 1) { edges { node { text url } } } }',
        {},
        member.idToken,
      ),
    );
    expect(viewer.advisorRoom).toEqual({ id: payload.room.id, kind: 'advisor' });
    expect(viewer.rooms.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: payload.room.id, kind: 'advisor', company: null },
    ]);
    expect(viewer.notices.edges[0].node).toEqual({
      text: ADVISOR_NOTICES.requested,
      url: `/member/message/?roomId=${payload.room.id}`,
    });
  });

  it('answers the same request sent twice (a double click) with the first one, nothing doubled', async () => {
    const member = await api.member();
    const noticesBefore = await count('notices', member.uid);
    const [first, second] = await Promise.all([
      request(member, EMAIL_REQUEST),
      request(member, { ...EMAIL_REQUEST, preferredTimes: ['weekend', 'weekday_evening'] }),
    ]);
    const a = dataOf(first).requestAdvisor;
    const b = dataOf(second).requestAdvisor;
    expect(b.advisorRequest.id).toBe(a.advisorRequest.id);
    expect(b.room.id).toBe(a.room.id);
    expect(await count('advisor_requests', member.uid)).toBe(1);
    expect(await count('messages', member.uid)).toBe(2);
    expect(await count('notices', member.uid)).toBe(noticesBefore + 1);
  });

  it('continues the same room with a new request from a job page, member-only jobs included', async () => {
    const member = await api.member();
    const first = dataOf(await request(member, EMAIL_REQUEST)).requestAdvisor;
    const [memberOnly] = await api.database.rows<{ id: number; title: string }>(
      sql`SELECT id, title FROM jobs WHERE is_published AND is_member_only ORDER BY id LIMIT 1`,
    );
    const second = dataOf(
      await request(member, {
        contactMethod: 'phone_number',
        phoneNumber: '090-1111-2222',
        preferredTimes: ['anytime'],
        note: '',
        jobId: String(memberOnly!.id),
      }),
    ).requestAdvisor;
    expect(second.room.id).toBe(first.room.id);
    expect(second.advisorRequest).toMatchObject({
      contactMethod: 'phone_number',
      contactAddress: '09011112222',
      note: null,
      job: { id: String(memberOnly!.id), isMemberOnly: true },
    });
    expect(second.room.advisorRequest).toEqual({ id: second.advisorRequest.id });
    const room = dataOf(await api.gql(ROOM, { id: first.room.id }, member.idToken)).room;
    expect(room.messages.totalCount).toBe(4);
    expect(room.unreadMessageCount).toBe(2);
    const asked = room.messages.edges[1].node;
    expect(asked.content).toContain(`相談したい求人：${memberOnly!.title}`);
    expect(asked.content).toContain('電話（09011112222）');
  });

  it('refuses bad input with field errors and keeps nothing', async () => {
    const member = await api.member();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...EMAIL_REQUEST, contactMethod: 'phone_number' }, { phoneNumber: '入力してください' }],
      [
        { ...EMAIL_REQUEST, preferredTimes: [] },
        { preferredTimes: 'ご希望の連絡時間帯を1つ以上選択してください' },
      ],
      [
        { ...EMAIL_REQUEST, note: 'あ'.repeat(ADVISOR_REQUEST_LIMITS.maxNoteLength + 1) },
        { note: `${ADVISOR_REQUEST_LIMITS.maxNoteLength}文字以内で入力してください` },
      ],
      [{ ...EMAIL_REQUEST, email: 'not-an-email' }, { email: expect.any(String) }],
    ];
    for (const [input, fieldErrors] of cases) {
      const response = await request(member, input);
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.extensions.fieldErrors).toEqual(fieldErrors);
    }
    expect(codeOf(await request(member, { ...EMAIL_REQUEST, jobId: '2000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(await count('advisor_requests', member.uid)).toBe(0);
    expect(dataOf(await api.gql('{ advisorRoom { id } }', {}, member.idToken)).advisorRoom).toBe(
      null,
    );
  });

  it('takes at most ADVISOR_REQUEST_LIMITS.maxPerDay requests a day', async () => {
    const member = await api.member();
    for (let i = 0; i < ADVISOR_REQUEST_LIMITS.maxPerDay; i++) {
      dataOf(await request(member, { ...EMAIL_REQUEST, note: `相談 ${i + 1}` }));
    }
    const refused = await request(member, { ...EMAIL_REQUEST, note: 'もう一件' });
    expect(codeOf(refused)).toBe('ADVISOR_REQUEST_LIMIT_REACHED');
    expect(refused.errors![0]!.message).toContain(`1日${ADVISOR_REQUEST_LIMITS.maxPerDay}件まで`);
    expect(await count('advisor_requests', member.uid)).toBe(ADVISOR_REQUEST_LIMITS.maxPerDay);
  });

  it('is for members only, and another member’s advisor room is not found', async () => {
    expect(codeOf(await api.gql(REQUEST, { input: EMAIL_REQUEST }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql('{ advisorRoom { id } }'))).toBe('UNAUTHORIZED_ERROR');
    const owner = await api.member();
    const other = await api.member();
    const room = dataOf(await request(owner, EMAIL_REQUEST)).requestAdvisor.room;
    expect(codeOf(await api.gql(ROOM, { id: room.id }, other.idToken))).toBe('NOT_FOUND');
    expect(dataOf(await api.gql('{ advisorRoom { id } }', {}, other.idToken)).advisorRoom).toBe(
      null,
    );
  });

  it('the operator lists open requests and answers in the room; the member reads and replies', async () => {
    const member = await api.member();
    const { room, advisorRequest } = dataOf(await request(member, EMAIL_REQUEST)).requestAdvisor;

    const open = await api.ops('advisor-requests', { member: member.email, open: true });
    expect(open.status).toBe(200);
    expect(open.body.result.requests).toEqual([
      expect.objectContaining({
        requestId: Number(advisorRequest.id),
        roomId: Number(room.id),
        member: expect.objectContaining({ uid: member.uid, email: member.email }),
        contactMethod: 'email',
        contactAddress: 'advisor-test@example.com',
        preferredTimes: ['weekday_evening', 'weekend'],
        answered: false,
      }),
    ]);
    const all = await api.ops('advisor-requests', {});
    expect(all.body.result.requests.map((r: { requestId: number }) => r.requestId)).toContain(
      Number(advisorRequest.id),
    );

    const answer = 'アドバイザーの佐藤です。明日の19時頃にお電話してもよろしいでしょうか。';
    const sent = await api.ops('message', { room: room.id, text: answer });
    expect(sent.body.ok).toBe(true);
    expect(
      (await api.ops('advisor-requests', { member: member.email, open: true })).body.result
        .requests,
    ).toEqual([]);
    expect(
      (await api.ops('advisor-requests', { member: member.email })).body.result.requests[0]
        .answered,
    ).toBe(true);
    const rooms = await api.ops('rooms', { member: member.email });
    expect(rooms.body.result.rooms).toEqual([
      expect.objectContaining({ roomId: Number(room.id), kind: 'advisor', companyId: null }),
    ]);

    const read = dataOf(await api.gql(ROOM, { id: room.id }, member.idToken)).room;
    expect(read.lastMessage).toEqual({ content: answer, isSentByUser: false });
    expect(read.unreadMessageCount).toBe(2);
    const notices = dataOf(
      await api.gql('{ notices(first: 1) { edges { node { text } } } }', {}, member.idToken),
    ).notices;
    expect(notices.edges[0].node.text).toBe(ADVISOR_NOTICES.message);

    const marked = dataOf(
      await api.gql(
        'mutation ($id: ID!) { readCompanyMessage(input: { roomId: $id }) { room { unreadMessageCount } } }',
        { id: room.id },
        member.idToken,
      ),
    ).readCompanyMessage;
    expect(marked.room.unreadMessageCount).toBe(0);
    const reply = dataOf(
      await api.gql(
        'mutation ($id: ID!) { createUserMessage(input: { roomId: $id, content: "よろしくお願いします。" }) { message { isSentByUser } } }',
        { id: room.id },
        member.idToken,
      ),
    ).createUserMessage;
    expect(reply.message.isSentByUser).toBe(true);
    const quick = await api.gql(
      'mutation ($id: ID!) { createUserMessage(input: { roomId: $id, content: "OK", quickReplyKey: "ok" }) { message { id } } }',
      { id: room.id },
      member.idToken,
    );
    expect(codeOf(quick)).toBe('BAD_USER_INPUT');
  });

  it('leaves company rooms as they were: kind company, with their company', async () => {
    const member = await api.member();
    const entry = dataOf(
      await api.gql(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { room { id kind company { id } advisorRequest { id } } } } }',
        { id: String(jobs.open[1]) },
        member.idToken,
      ),
    ).createEntry.entry;
    expect(entry.room).toMatchObject({
      kind: 'company',
      company: { id: String(jobs.companyOf.get(jobs.open[1]!)) },
      advisorRequest: null,
    });
  });
});
