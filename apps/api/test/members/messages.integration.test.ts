import { randomBytes } from 'node:crypto';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobFixtures, multipartBody, storedFiles } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const APPLY = `mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { room { id } } } }`;
const ROOMS = `query ($first: Int, $after: String) { rooms(first: $first, after: $after) {
  edges { cursor node { id unreadMessageCount isArchived lastMessage { content } entry { id } quickReplies { key } } }
  pageInfo { hasNextPage endCursor } totalCount } }`;
const ROOM = `query ($id: ID!, $first: Int, $after: String) { room(id: $id) { id unreadMessageCount
  messages(first: $first, after: $after) { edges { cursor node { id content contentType isSentByUser readAt file { name url contentType } } }
  pageInfo { hasNextPage endCursor } totalCount } } }`;
const SEND = `mutation ($input: CreateUserMessageInput!) { createUserMessage(input: $input) {
  message { id content isSentByUser contentType } room { id lastMessage { id } } } }`;
const UPLOAD = `mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) {
  message { id contentType content file { name url contentType } } room { id } } }`;

describe('rooms, messages, attachments and notices', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let member: Account;
  let roomIds: string[];
  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(async () => {
    member = await api.member();
    roomIds = [];
    for (const jobId of jobs.open.slice(0, 3)) {
      roomIds.push(
        dataOf(await api.gql(APPLY, { id: String(jobId) }, member.idToken)).createEntry.entry.room
          .id,
      );
    }
  });

  it('pages rooms, most recently active first', async () => {
    const first = dataOf(await api.gql(ROOMS, { first: 2 }, member.idToken)).rooms;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      roomIds[2],
      roomIds[1],
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = dataOf(
      await api.gql(ROOMS, { first: 2, after: first.pageInfo.endCursor }, member.idToken),
    ).rooms;
    expect(second.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([roomIds[0]]);
    expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: second.edges[0].cursor });
    expect(codeOf(await api.gql(ROOMS, { after: 'bm90LWEtY3Vyc29y' }, member.idToken))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await api.gql(ROOMS, { first: 0 }, member.idToken))).toBe('BAD_USER_INPUT');
  });

  it('sends messages, moves the room up, pages messages newest first', async () => {
    const roomId = roomIds[0]!;
    const sent = dataOf(
      await api.gql(
        SEND,
        { input: { roomId, content: '面接の日程を相談させてください' } },
        member.idToken,
      ),
    ).createUserMessage;
    expect(sent.message).toMatchObject({
      content: '面接の日程を相談させてください',
      isSentByUser: true,
      contentType: 'MESSAGE',
    });
    expect(sent.room.lastMessage.id).toBe(sent.message.id);
    const top = dataOf(await api.gql(ROOMS, { first: 1 }, member.idToken)).rooms.edges[0].node;
    expect(top.id).toBe(roomId);
    const page = dataOf(await api.gql(ROOM, { id: roomId, first: 1 }, member.idToken)).room
      .messages;
    expect(page.totalCount).toBe(2);
    expect(page.edges[0].node.id).toBe(sent.message.id);
    const older = dataOf(
      await api.gql(ROOM, { id: roomId, first: 1, after: page.pageInfo.endCursor }, member.idToken),
    ).room.messages;
    expect(older.edges[0].node.isSentByUser).toBe(false);
    expect(older.pageInfo.hasNextPage).toBe(false);
    const blank = await api.gql(SEND, { input: { roomId, content: '   ' } }, member.idToken);
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { content: expect.any(String) },
    });
    const quick = await api.gql(
      SEND,
      { input: { roomId, content: 'OK', quickReplyKey: 'ok' } },
      member.idToken,
    );
    expect(quick.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { quickReplyKey: expect.any(String) },
    });
  });

  it('marks the company’s messages read and archives rooms', async () => {
    const roomId = roomIds[1]!;
    const before = dataOf(await api.gql('{ endUserViewer { messageCount } }', {}, member.idToken))
      .endUserViewer.messageCount;
    const read = dataOf(
      await api.gql(
        'mutation ($id: ID!) { readCompanyMessage(input: { roomId: $id }) { room { unreadMessageCount } messageCount } }',
        { id: roomId },
        member.idToken,
      ),
    ).readCompanyMessage;
    expect(read).toEqual({ room: { unreadMessageCount: 0 }, messageCount: before - 1 });
    const archived = dataOf(
      await api.gql(
        'mutation ($id: ID!) { updateRoom(input: { roomId: $id, isArchived: true }) { room { isArchived } } }',
        { id: roomId },
        member.idToken,
      ),
    ).updateRoom;
    expect(archived.room.isArchived).toBe(true);
  });

  it('stores attachments, serves them by a signed link, refuses wrong types and sizes', async () => {
    const roomId = roomIds[2]!;
    const content = Buffer.from('%PDF-1.4\n% 履歴書のテスト\n');
    const upload = multipartBody(
      UPLOAD,
      { input: { roomId } },
      { name: '履歴書.pdf', type: 'application/pdf', content },
    );
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, 'token-type': 'end-user', authorization: member.idToken },
      payload: upload.payload,
    });
    const message = response.json().data.createUserAttachmentMessage.message;
    expect(message).toMatchObject({
      contentType: 'FILE',
      content: null,
      file: { name: '履歴書.pdf', contentType: 'application/pdf' },
    });
    // Answers name only the site's own download path, never the api's address.
    expect(message.file.url).toBe(`/attachments/messages/${message.id}`);
    const fresh = dataOf(
      await api.gql(
        'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { name url } }',
        { id: message.id },
        member.idToken,
      ),
    ).fetchMessageAttachedFile;
    expect(fresh.name).toBe('履歴書.pdf');
    // A path on the api's own origin: no internal address in the answer.
    expect(fresh.url).toMatch(/^\/attachments\/rooms\//);
    const url = new URL(fresh.url, 'http://api.internal');
    const download = await api.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%E5%B1%A5");
    const tampered = url.pathname + url.search.replace('application%2Fpdf', 'text%2Fhtml');
    expect((await api.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const other = await api.member();
    expect(
      codeOf(
        await api.gql(
          'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { url } }',
          { id: message.id },
          other.idToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(storedFiles(api.dataDir)).toHaveLength(1);

    const send = async (file: { name: string; type: string; content: Buffer }, token?: string) => {
      const body = multipartBody(UPLOAD, { input: { roomId } }, file);
      const res = await api.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          ...body.headers,
          ...(token ? { 'token-type': 'end-user', authorization: token } : {}),
        },
        payload: body.payload,
      });
      return {
        status: res.statusCode,
        ...(res.json() as { data: unknown; errors?: Array<{ extensions: { code: string } }> }),
      };
    };
    const exe = await send(
      { name: 'tool.exe', type: 'application/x-msdownload', content: Buffer.from('MZ') },
      member.idToken,
    );
    expect(exe.errors?.[0]?.extensions.code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
    const big = await send(
      {
        name: 'big.pdf',
        type: 'application/pdf',
        content: Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.alloc(MESSAGE_LIMITS.maxAttachmentBytes, 1),
        ]),
      },
      member.idToken,
    );
    expect(big.errors?.[0]?.extensions.code).toBe('ATTACHMENT_TOO_LARGE');
    const empty = await send(
      { name: 'empty.pdf', type: 'application/pdf', content: Buffer.alloc(0) },
      member.idToken,
    );
    expect(empty.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    // Someone else's room and no token: refused before the file is read, and the request ends.
    expect(
      (await send({ name: 'a.pdf', type: 'application/pdf', content }, other.idToken)).errors?.[0]
        ?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await send({ name: 'a.pdf', type: 'application/pdf', content: Buffer.alloc(2_000_000, 1) }))
        .errors?.[0]?.extensions.code,
    ).toBe('UNAUTHORIZED_ERROR');
    expect(storedFiles(api.dataDir)).toHaveLength(1);
    // A real PNG with more bytes after its end, as a phone's picture may carry: accepted.
    const png = Buffer.concat([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
      randomBytes(32 * 1024),
    ]);
    const picture = await send(
      { name: '免許証.png', type: 'image/png', content: png },
      member.idToken,
    );
    expect(picture.errors).toBeUndefined();
    expect(storedFiles(api.dataDir)).toHaveLength(2);
    const messages = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from messages where content_type = 'FILE'`,
    );
    expect(messages[0]!.n).toBe(2);
  });

  it('lists and reads notices', async () => {
    const notices = dataOf(
      await api.gql(
        '{ notices(first: 2) { edges { node { id text readAt url } } pageInfo { hasNextPage endCursor } totalCount unreadCount } }',
        {},
        member.idToken,
      ),
    ).notices;
    expect(notices.totalCount).toBe(4);
    expect(notices.unreadCount).toBe(4);
    expect(notices.edges[0].node.text).toContain('応募が完了');
    const one = dataOf(
      await api.gql(
        'mutation ($ids: [ID!]) { readNotices(input: { noticeIds: $ids }) { notices { id readAt } unreadNoticeCount } }',
        { ids: [notices.edges[0].node.id] },
        member.idToken,
      ),
    ).readNotices;
    expect(one.unreadNoticeCount).toBe(3);
    expect(one.notices[0].readAt).not.toBeNull();
    const all = dataOf(
      await api.gql(
        'mutation { readNotices(input: {}) { unreadNoticeCount } }',
        {},
        member.idToken,
      ),
    ).readNotices;
    expect(all.unreadNoticeCount).toBe(0);
  });
});
