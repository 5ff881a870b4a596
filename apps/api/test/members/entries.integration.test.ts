import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CrmClient, LocalCrmClient } from '../../src/modules/crm/crm-client';
import type { JobFixtures } from './fixtures';
import { codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const ENTRY_FIELDS = `id currentStatus isFirstDirectEntry job { id } scout { id }
  room { id unreadMessageCount company { id } lastMessage { content isSentByUser } }`;
const CREATE_ENTRY = `mutation ($input: CreateEntryInput!) { createEntry(input: $input) {
  clientMutationId entry { ${ENTRY_FIELDS} } user { conversionId lineUserId } } }`;
const CREATE_ENTRIES = `mutation ($input: CreateEntriesInput!) { createEntries(input: $input) {
  entries { ${ENTRY_FIELDS} } user { conversionId } } }`;
const VISITOR_ENTRY = `mutation ($input: CreateVisitorJobEntryInput!) { createVisitorJobEntry(input: $input) {
  entries { id job { id } room { id } } user { conversionId lineUserId } } }`;

const PROFILE = {
  name: '鈴木 一郎',
  furigana: 'すずき いちろう',
  birthYear: 1980,
  zipCode: '100-0001',
  phoneNumber: '03-1234-5678',
  desiredOccupationIds: ['1'],
  qualificationIds: ['1'],
};

describe('entries (応募)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite));

  it('applies once per job and opens a room with the company', async () => {
    const member = await api.member();
    const jobId = String(jobs.open[0]);
    const first = dataOf(
      await api.gql(
        CREATE_ENTRY,
        {
          input: {
            clientMutationId: 'e1',
            jobId,
            message: 'よろしくお願いします',
            attribution: { utmSource: 'google' },
          },
        },
        member.idToken,
      ),
    ).createEntry;
    expect(first.clientMutationId).toBe('e1');
    expect(first.entry).toMatchObject({
      currentStatus: 'applied',
      isFirstDirectEntry: true,
      job: { id: jobId },
      scout: null,
      room: {
        unreadMessageCount: 1,
        company: { id: String(jobs.companyOf.get(Number(jobId))) },
        lastMessage: { isSentByUser: false },
      },
    });
    expect(first.user.conversionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(codeOf(await api.gql(CREATE_ENTRY, { input: { jobId } }, member.idToken))).toBe(
      'ALREADY_APPLIED',
    );
    const rows = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from entries e join end_users u on u.id = e.end_user_id where u.uid = ${member.uid}`,
    );
    expect(rows[0]!.n).toBe(1);
    const isEntry = 'query ($id: ID) { isEntry(jobId: $id) }';
    expect(dataOf(await api.gql(isEntry, { id: jobId }, member.idToken)).isEntry).toBe(true);
    expect(
      dataOf(await api.gql(isEntry, { id: String(jobs.open[1]) }, member.idToken)).isEntry,
    ).toBe(false);
    expect(
      codeOf(
        await api.gql(
          '{ isEntry { __typename } }'.replace('{ __typename }', ''),
          {},
          member.idToken,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    const viewer = dataOf(
      await api.gql('{ endUserViewer { messageCount unreadNoticeCount } }', {}, member.idToken),
    );
    expect(viewer.endUserViewer).toEqual({ messageCount: 1, unreadNoticeCount: 2 });
  });

  it('refuses closed, unpublished and unknown jobs with their codes', async () => {
    const member = await api.member();
    const apply = (jobId: number) =>
      api.gql(CREATE_ENTRY, { input: { jobId: String(jobId) } }, member.idToken);
    expect(codeOf(await apply(jobs.unpublished))).toBe('JOB_NOT_PUBLISHED');
    expect(codeOf(await apply(jobs.notHiring))).toBe('JOB_NOT_HIRING');
    expect(codeOf(await apply(99999999))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(CREATE_ENTRY, { input: { jobId: String(jobs.open[0]) } }))).toBe(
      'UNAUTHORIZED_ERROR',
    );
  });

  it('applies to several jobs, skipping closed ones and those already applied to', async () => {
    const member = await api.member();
    const [a, b, c] = jobs.open.slice(10).map(String);
    dataOf(await api.gql(CREATE_ENTRY, { input: { jobId: a } }, member.idToken));
    const many = dataOf(
      await api.gql(
        CREATE_ENTRIES,
        { input: { jobIds: [b, a, String(jobs.notHiring), c], message: 'まとめて応募します' } },
        member.idToken,
      ),
    ).createEntries;
    expect(many.entries.map((e: { job: { id: string } }) => e.job.id)).toEqual([b, c]);
    expect(many.entries.every((e: { isFirstDirectEntry: boolean }) => !e.isFirstDirectEntry)).toBe(
      true,
    );
    expect(many.entries[0].room.lastMessage).toEqual({
      content: expect.stringContaining('ご応募'),
      isSentByUser: false,
    });
    const rooms = dataOf(await api.gql('{ rooms { totalCount } }', {}, member.idToken)).rooms;
    expect(rooms.totalCount).toBe(3);
  });

  it('applies as a visitor without an account; nothing is kept when every job is closed', async () => {
    const created = dataOf(
      await api.gql(VISITOR_ENTRY, {
        input: {
          jobIds: [String(jobs.open[20]), String(jobs.notHiring)],
          profile: PROFILE,
          attribution: { internalSource: 'magazine', magazineArticleId: '1' },
        },
      }),
    ).createVisitorJobEntry;
    expect(created.entries).toEqual([
      { id: expect.any(String), job: { id: String(jobs.open[20]) }, room: null },
    ]);
    // The CRM record (kintoneUser needs a session or a link token a visitor has neither of:
    // decision 0026), read from the local CRM.
    const crm = await new LocalCrmClient(api.database.db).findJobSeeker(created.user.conversionId);
    expect(crm).toMatchObject({
      conversionId: created.user.conversionId,
      name: '鈴木 一郎',
      lastName: '鈴木',
      phoneNumber: '0312345678',
      qualificationIds: [1],
    });
    expect(
      codeOf(
        await api.gql('query ($id: String!) { kintoneUser(conversionId: $id) { id name } }', {
          id: created.user.conversionId,
        }),
      ),
    ).toBe('UNAUTHORIZED_ERROR');
    const before = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from visitors`,
    );
    const closed = await api.gql(VISITOR_ENTRY, {
      input: { jobIds: [String(jobs.notHiring)], profile: PROFILE },
    });
    expect(codeOf(closed)).toBe('JOB_NOT_HIRING');
    const after = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from visitors`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    const invalid = await api.gql(VISITOR_ENTRY, {
      input: { jobIds: [String(jobs.open[20])], profile: { ...PROFILE, zipCode: '12' } },
    });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'profile.zipCode': expect.any(String) },
    });
  });

  it('stores the visitor furigana as hiragana and the address line; refuses an entry without a reading', async () => {
    const created = dataOf(
      await api.gql(VISITOR_ENTRY, {
        input: {
          jobIds: [String(jobs.open[21])],
          profile: {
            ...PROFILE,
            phoneNumber: '03-1234-0016',
            furigana: 'スズキ　イチロウ',
            addressLine: '千代田区千代田1-1',
          },
        },
      }),
    ).createVisitorJobEntry;
    const rows = await api.database.rows<{ furigana: string; address_line: string }>(
      sql`select furigana, address_line from visitors where conversion_id = ${created.user.conversionId}`,
    );
    expect(rows).toEqual([{ furigana: 'すずき いちろう', address_line: '千代田区千代田1-1' }]);

    const before = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from visitors`,
    );
    const { furigana: _left, ...withoutReading } = PROFILE;
    for (const profile of [withoutReading, { ...PROFILE, furigana: '鈴木' }]) {
      const refused = await api.gql(VISITOR_ENTRY, {
        input: {
          jobIds: [String(jobs.open[22])],
          profile: { ...profile, phoneNumber: '0311110016' },
        },
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          'profile.furigana':
            profile === withoutReading
              ? '入力してください'
              : 'ふりがなはひらがなで入力してください',
        },
      });
    }
    const after = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from visitors`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('applies at sign-up (entryJobIds)', async () => {
    const ids = [String(jobs.open[30]), String(jobs.unpublished)];
    const member = await api.member({ entryJobIds: ids, conversionSource: 'job_entry' });
    const entries = await api.database.rows<{ job_id: number }>(
      sql`select e.job_id from entries e join end_users u on u.id = e.end_user_id where u.uid = ${member.uid}`,
    );
    expect(entries).toEqual([{ job_id: jobs.open[30] }]);
  });

  it('leaves nothing half-saved when a write inside the entry fails', async () => {
    const member = await api.member();
    // The notice is the entry transaction's last write: make it fail for this member.
    await api.database.rows(
      sql.raw(`
      CREATE OR REPLACE FUNCTION test_fail_notice() RETURNS trigger AS $$
      BEGIN
        IF NEW.text LIKE '%応募が完了%' AND NEW.end_user_id = (SELECT id FROM end_users WHERE uid = '${member.uid}') THEN
          RAISE EXCEPTION 'notice refused';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`),
    );
    await api.database.rows(
      sql.raw(
        'CREATE TRIGGER test_fail_notice BEFORE INSERT ON notices FOR EACH ROW EXECUTE FUNCTION test_fail_notice()',
      ),
    );
    try {
      const failed = await api.gql(
        CREATE_ENTRY,
        { input: { jobId: String(jobs.open[40]), message: 'hi' } },
        member.idToken,
      );
      expect(codeOf(failed)).toBe('INTERNAL_SERVER_ERROR');
      const left = await api.database.rows<{
        entries: number;
        rooms: number;
        messages: number;
      }>(sql`
        select (select count(*)::int from entries e join end_users u on u.id = e.end_user_id where u.uid = ${member.uid}) as entries,
               (select count(*)::int from rooms r join end_users u on u.id = r.end_user_id where u.uid = ${member.uid}) as rooms,
               (select count(*)::int from messages m join rooms r on r.id = m.room_id join end_users u on u.id = r.end_user_id where u.uid = ${member.uid}) as messages`);
      expect(left[0]).toEqual({ entries: 0, rooms: 0, messages: 0 });
    } finally {
      await api.database.rows(sql.raw('DROP TRIGGER test_fail_notice ON notices'));
      await api.database.rows(sql.raw('DROP FUNCTION test_fail_notice()'));
    }
    expect(
      dataOf(
        await api.gql(CREATE_ENTRY, { input: { jobId: String(jobs.open[40]) } }, member.idToken),
      ).createEntry.entry.currentStatus,
    ).toBe('applied');
  });
});

describe('entries with a CRM that is down', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  const failing: CrmClient = {
    upsertJobSeeker: async () => {
      throw new Error('CRM unavailable');
    },
    findJobSeeker: async () => {
      throw new Error('CRM unavailable');
    },
  };
  withMemberApi((suite) => ({ api, jobs } = suite), {}, { services: { crm: failing } });

  it('keeps the entry: the CRM is told later', async () => {
    const member = await api.member();
    const entry = dataOf(
      await api.gql(CREATE_ENTRY, { input: { jobId: String(jobs.open[0]) } }, member.idToken),
    );
    expect(entry.createEntry.entry.currentStatus).toBe('applied');
  });
});
