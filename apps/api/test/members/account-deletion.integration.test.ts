// 退会 and the download of "my data" (docs/decisions/0041-account-deletion.md,
// 0042-recent-login.md): what goes, what stays anonymous, across every table that names a
// member; the recent-login rule; a repeated 退会 and one during an open entry.
import { RECENT_LOGIN_MS } from '@jobsite/domain/constants';
import { MY_DATA_SECTION_TITLES } from '@jobsite/domain/my-data';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobFixtures } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { deleted } }`;
const EXPORT = '{ memberDataExport { generatedAt document } }';
const CONTACT =
  'mutation ($input: CreateContactInput!) { createContact(input: $input) { contact { id } } }';
const MICRO =
  'mutation ($input: CreateMicroConversionInput!) { createMicroConversion(input: $input) { microConversionId } }';

/** Every (table, column) with a foreign key to end_users: new member tables are found too. */
const MEMBER_COLUMNS = sql`
  select kcu.table_name as "table", kcu.column_name as "column"
  from information_schema.table_constraints tc
  join information_schema.key_column_usage kcu
    on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
  join information_schema.constraint_column_usage ccu
    on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
  where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'end_users'
  order by 1, 2`;

/** Tables whose rows stay, anonymous, when the member goes (decision 0041). */
const KEPT_ANONYMOUS = new Set(['micro_conversions']);

describe('退会 (deleteAccount) and my data (memberDataExport)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  /** How far the api's clock is ahead of the identity provider's (the recent-login rule). */
  let clockAhead = 0;
  withMemberApi(
    (suite) => ({ api, jobs } = suite),
    {},
    {
      now: () => new Date(Date.now() + clockAhead),
    },
  );
  beforeEach(() => {
    clockAhead = 0;
  });

  async function memberKeys(account: Account) {
    const [row] = await api.database.rows<{ id: number; conversionId: string }>(
      sql`select id, conversion_id as "conversionId" from end_users where uid = ${account.uid}`,
    );
    return row;
  }

  /** A member with something in most tables: entry, room, scout, favourite, documents, … */
  async function busyMember() {
    const account = await api.member({
      entryJobIds: [String(jobs.open[0])],
      favoriteJobIds: [String(jobs.open[1])],
    });
    const keys = (await memberKeys(account))!;
    expect((await api.ops('scout', { member: account.email, job: jobs.open[2] })).status).toBe(200);
    dataOf(
      await api.gql(
        CONTACT,
        {
          input: {
            fullName: '山田 太郎',
            email: account.email,
            contactMethod: 'email',
            message: '退会について',
          },
        },
        account.idToken,
      ),
    );
    dataOf(
      await api.gql(
        MICRO,
        { input: { conversionSource: 'job_entry', jobId: String(jobs.open[0]) } },
        account.idToken,
      ),
    );
    await api.database.rows(
      sql`insert into resumes (end_user_id, name, snapshot) values (${keys.id}, '履歴書', '{}'::jsonb)`,
    );
    await api.database.rows(
      sql`insert into scout_response_histories (scout_id, conversion_id, event, source)
          select id, ${keys.conversionId}, 'visited', 'scout' from scouts where end_user_id = ${keys.id}`,
    );
    return { account, keys };
  }

  async function countsOf(memberId: number) {
    const columns = await api.database.rows<{ table: string; column: string }>(MEMBER_COLUMNS);
    const counts: Record<string, number> = {};
    for (const { table, column } of columns) {
      const [row] = await api.database.rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${memberId}`,
      );
      counts[`${table}.${column}`] = row!.n;
    }
    return counts;
  }

  it('gives everything held about the member as one JSON document', async () => {
    const { account, keys } = await busyMember();
    const exported = dataOf(await api.gql(EXPORT, undefined, account.idToken)).memberDataExport;
    const document = JSON.parse(exported.document);
    expect(document.account).toMatchObject({
      uid: account.uid,
      email: account.email,
      conversionId: keys.conversionId,
      name: '山田 太郎',
    });
    expect(document.account).not.toHaveProperty('id');
    expect(document.entries).toHaveLength(1);
    expect(document.favorites).toHaveLength(1);
    expect(document.scouts).toHaveLength(1);
    expect(document.scouts[0]).not.toHaveProperty('urlId');
    // The scout's mail notification (decision 0049), waiting in the outbox.
    expect(document.notificationOutbox).toMatchObject([{ kind: 'scout', channel: 'email' }]);
    expect(document.notificationSettings).toEqual([]);
    expect(document.resumes).toHaveLength(1);
    expect(document.contacts[0]).toMatchObject({ message: '退会について' });
    expect(document.messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(document)).not.toContain('"endUserId"');
    // Every section has its Japanese title on the readable page.
    const sections = Object.keys(document).filter((key) => key !== 'generatedAt');
    expect(sections.filter((key) => !(key in MY_DATA_SECTION_TITLES))).toEqual([]);
  });

  it('deletes every row that names the member; analytics stay without them', async () => {
    const { account, keys } = await busyMember();
    const before = await countsOf(keys.id);
    for (const table of [
      'end_user_occupations.end_user_id',
      'entries.end_user_id',
      'favorites.end_user_id',
      'rooms.end_user_id',
      'scouts.end_user_id',
      'contacts.end_user_id',
      'micro_conversions.end_user_id',
      'resumes.end_user_id',
      'notices.end_user_id',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const rooms = await api.database.rows<{ id: number }>(
      sql`select id from rooms where end_user_id = ${keys.id}`,
    );
    const [micro] = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from micro_conversions`,
    );

    expect(
      codeOf(await api.gql(DELETE, { input: {} }, account.idToken)),
      'an open entry needs confirming',
    ).toBe('OPEN_ENTRIES_NOT_CONFIRMED');
    expect(Object.values(await countsOf(keys.id)).some((n) => n > 0)).toBe(true);

    expect(
      dataOf(await api.gql(DELETE, { input: { confirmOpenEntries: true } }, account.idToken))
        .deleteAccount,
    ).toEqual({ deleted: true });

    const after = await countsOf(keys.id);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((key) => [key, 0])));
    const [left] = await api.database.rows<{
      members: number;
      messages: number;
      crm: number;
      histories: number;
      micro: number;
    }>(sql`select
      (select count(*)::int from end_users where uid = ${account.uid}) as members,
      (select count(*)::int from messages where room_id in (${sql.join(
        rooms.map((room) => sql`${room.id}`),
        sql`, `,
      )})) as messages,
      (select count(*)::int from crm_records where conversion_id = ${keys.conversionId}) as crm,
      (select count(*)::int from scout_response_histories where conversion_id = ${keys.conversionId}) as histories,
      (select count(*)::int from micro_conversions) as micro`);
    expect(left).toMatchObject({ members: 0, messages: 0, crm: 0, histories: 0, micro: micro!.n });
    for (const table of KEPT_ANONYMOUS) expect(after[`${table}.end_user_id`]).toBe(0);

    // 退会 again (a second tab, a retried request): nothing left, no error.
    expect(dataOf(await api.gql(DELETE, { input: {} }, account.idToken)).deleteAccount).toEqual({
      deleted: false,
    });
    expect(codeOf(await api.gql(EXPORT, undefined, account.idToken))).toBe('UNAUTHORIZED_ERROR');
  });

  it('deletes a member without open entries at once; another member keeps everything', async () => {
    const other = await busyMember();
    const account = await api.member();
    const otherBefore = await countsOf(other.keys.id);
    expect(dataOf(await api.gql(DELETE, { input: {} }, account.idToken)).deleteAccount).toEqual({
      deleted: true,
    });
    expect(await countsOf(other.keys.id)).toEqual(otherBefore);
  });

  it('needs a recent login: a sign-in older than the window is refused, nothing deleted', async () => {
    const account = await api.member();
    clockAhead = RECENT_LOGIN_MS + 1000;
    expect(codeOf(await api.gql(DELETE, { input: {} }, account.idToken))).toBe(
      'REQUIRES_RECENT_LOGIN',
    );
    expect(codeOf(await api.gql(EXPORT, undefined, account.idToken))).toBe('REQUIRES_RECENT_LOGIN');
    expect(await memberKeys(account)).toBeDefined();
    // Signing in again (the password checked) makes it recent.
    clockAhead = 0;
    const again = await api.signIn(account);
    expect(dataOf(await api.gql(DELETE, { input: {} }, again.idToken)).deleteAccount).toEqual({
      deleted: true,
    });
  });

  it('refuses visitors', async () => {
    expect(codeOf(await api.gql(DELETE, { input: {} }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(EXPORT))).toBe('UNAUTHORIZED_ERROR');
  });
});
