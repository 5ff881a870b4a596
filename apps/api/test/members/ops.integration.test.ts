import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../src/seed/demo-member';
import type { JobFixtures } from './fixtures';
import { codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

describe('operator commands (ops CLI through the api) and the demo member', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite));

  it('refuses without the operator token', async () => {
    expect((await api.ops('publish', { job: jobs.open[0] }, 'wrong')).status).toBe(404);
    expect((await api.ops('no-such-command', {})).status).toBe(404);
    expect((await api.ops('publish', { job: 'abc' })).status).toBe(400);
  });

  it('sends a scout, writes in the room, and the member sees both', async () => {
    const member = await api.member();
    const scout = await api.ops('scout', {
      member: member.email,
      job: String(jobs.open[3]),
      hidden: true,
    });
    expect(scout.status).toBe(200);
    const { roomId, scoutId } = scout.body.result;
    const message = await api.ops('message', { room: roomId, text: '面接日程のご相談です。' });
    expect(message.body.ok).toBe(true);
    const room = dataOf(
      await api.gql(
        'query ($id: ID!) { room(id: $id) { scout { id hiddenCompanyName } unreadMessageCount lastMessage { content isSentByUser } } }',
        { id: String(roomId) },
        member.idToken,
      ),
    ).room;
    expect(room).toEqual({
      scout: { id: String(scoutId), hiddenCompanyName: true },
      unreadMessageCount: 2,
      lastMessage: { content: '面接日程のご相談です。', isSentByUser: false },
    });
    const listed = await api.ops('rooms', { member: member.uid });
    expect(listed.body.result.rooms[0].roomId).toBe(roomId);
    expect(
      (await api.ops('scout', { member: 'nobody@example.com', job: jobs.open[3] })).status,
    ).toBe(400);
  });

  it('closes, unpublishes and publishes jobs', async () => {
    const member = await api.member();
    const job = String(jobs.open[50]);
    const apply = () =>
      api.gql(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { id } } }',
        { id: job },
        member.idToken,
      );
    expect((await api.ops('close', { job })).body.result).toMatchObject({ isHiring: false });
    expect(codeOf(await apply())).toBe('JOB_NOT_HIRING');
    expect((await api.ops('unpublish', { job })).body.result).toMatchObject({ isPublished: false });
    expect(codeOf(await apply())).toBe('JOB_NOT_PUBLISHED');
    expect((await api.ops('publish', { job })).body.result).toMatchObject({
      isPublished: true,
      isHiring: true,
    });
    expect(dataOf(await apply()).createEntry.entry.id).toEqual(expect.any(String));
    const confirmation = await api.ops('joining-confirmation', {
      entry: dataOf(
        await api.gql(
          '{ rooms(first: 1) { edges { node { entry { id } } } } }',
          {},
          member.idToken,
        ),
      ).rooms.edges[0].node.entry.id,
    });
    expect(confirmation.body.result.token).toEqual(expect.any(String));
    const entryId = confirmation.body.result.entryId;
    expect(
      (await api.ops('entry-status', { entry: entryId, status: 'interview' })).body.result,
    ).toEqual({
      entryId,
      currentStatus: 'interview',
    });
    expect((await api.ops('entry-status', { entry: entryId, status: 'nope' })).status).toBe(400);
    const notice = dataOf(
      await api.gql('{ notices(first: 1) { edges { node { text } } } }', {}, member.idToken),
    );
    expect(notice.notices.edges[0].node.text).toBe('応募の状況が「面接調整中」になりました。');
  });

  it('seeds the demo member and its emulator login', async () => {
    expect((await api.ops('demo-member', {})).body.result.demoMember).toBe('created');
    expect((await api.ops('demo-member', {})).body.result.demoMember).toBe('exists');
    expect((await api.ops('demo-account', {})).body.result.email).toBe(DEMO_MEMBER.email);
    const demo = await api.signIn({
      uid: DEMO_MEMBER.uid,
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      idToken: '',
    });
    const viewer = dataOf(
      await api.gql(
        '{ endUserViewer { id name favoriteJobCount messageCount jobHistories { id } } rooms { totalCount edges { node { scout { id } entry { id } } } } }',
        {},
        demo.idToken,
      ),
    );
    expect(viewer.endUserViewer).toMatchObject({
      id: DEMO_MEMBER.uid,
      name: '見本 太郎',
      favoriteJobCount: 4,
    });
    expect(viewer.endUserViewer.messageCount).toBeGreaterThanOrEqual(4);
    expect(viewer.rooms.totalCount).toBe(4);
    const scouts = viewer.rooms.edges.filter((e: { node: { scout: unknown } }) => e.node.scout);
    expect(scouts).toHaveLength(2);
  });
});
