import { formatWorkingTime } from '@jobsite/domain/formatters';
import { findPrefectureByCode } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMunicipality } from '../../src/modules/masters/lookups';
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

    // Each scout states its job's own salary, hours, holidays and place (decision 0043).
    const [demoScout] = await api.database.rows<{ id: number }>(
      sql`SELECT s.id FROM scouts s JOIN end_users u ON u.id = s.end_user_id
          WHERE u.uid = ${DEMO_MEMBER.uid} ORDER BY s.id LIMIT 1`,
    );
    await expectScoutAgreesWithJob(api, demoScout!.id);
  });

  it("an operator-created scout carries its job's terms", async () => {
    const member = await api.member();
    const sent = await api.ops('scout', { member: member.email, job: String(jobs.open[5]) });
    await expectScoutAgreesWithJob(api, sent.body.result.scoutId);
  });
});

/** The scout's salary, hours, holidays and place are its job's, as the job's own rows say. */
async function expectScoutAgreesWithJob(api: MemberApi, scoutId: number): Promise<void> {
  const [row] = await api.database.rows<{
    salary: string;
    working_time: string | null;
    holiday: string | null;
    location: string;
    lowest_salary: number;
    highest_salary: number | null;
    holiday_option: string;
    prefecture_code: number;
    municipality_code: string;
    hours: string;
  }>(sql`
    SELECT s.salary, s.working_time, s.holiday, s.location, j.lowest_salary, j.highest_salary,
           d.holiday_option, j.prefecture_code, j.municipality_code,
           (SELECT string_agg(w.attendance_time || '-' || w.leave_time, ',' ORDER BY w.position)
              FROM working_times w WHERE w.job_id = j.id) AS hours
    FROM scouts s JOIN jobs j ON j.id = s.job_id JOIN job_details d ON d.job_id = j.id
    WHERE s.id = ${scoutId}`);
  expect(row).toBeDefined();
  const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
  expect(row!.salary).toContain(yen(row!.lowest_salary));
  if (row!.highest_salary !== null) expect(row!.salary).toContain(yen(row!.highest_salary));
  expect(row!.holiday).toBe(row!.holiday_option);
  const prefecture = findPrefectureByCode(row!.prefecture_code)!.name;
  const municipality = findMunicipality(row!.municipality_code)!.name;
  expect(row!.location).toBe(`${prefecture}${municipality}`);
  // Every shift of the job, worded as the job page words it.
  const shifts = row!.hours.split(',').map((shift) => {
    const [from, to] = shift.split('-');
    return formatWorkingTime(from!, to!);
  });
  expect(row!.working_time).toBe(shifts.join(' / '));
}
