// A conversion id travels in scout links, so it is no credential (decision 0026): the CRM
// record, scout settings and LINE links of a member need the member's session or a signed,
// short-lived token of that scout's link; a LINE link is replaced only with the session.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_TTL_SECONDS, LinkTokens } from '../../src/modules/conversions/link-tokens';
import { type JobFixtures, visitorConversion } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const KINTONE =
  'query ($id: String!, $token: String) { kintoneUser(conversionId: $id, token: $token) { name birthYear zipCode } }';
const INQUIRY =
  'query ($id: String!, $token: String) { Inquiry(conversionId: $id, token: $token) { kintoneUser { name } qualifications { id } } }';
const SETTING =
  'query ($id: String!, $token: String) { scoutSetting(conversionId: $id, token: $token) { scoutStatus } }';
const SAVE_SETTING =
  'mutation ($input: SaveScoutSettingInput!) { saveScoutSetting(input: $input) { setting { scoutStatus } } }';
const LINE =
  'mutation ($input: ConnectCvToLineUserInput!) { connectCvToLineUser(input: $input) { conversionId } }';
const LINE_ENTRY =
  'mutation ($input: ConnectCvToLineUserEntryInput!) { connectCvToLineUserEntry(input: $input) { conversionId } }';

/** The tokens' clock, moved by the tests (no waiting). */
let now = Date.parse('2030-04-01T00:00:00Z');
const linkTokens = new LinkTokens('t'.repeat(40), () => now);

describe('conversion ids are no credential', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite), {}, { services: { linkTokens } });

  async function memberWithScout(jobIndex: number) {
    const account = await api.member({ name: '見本 太郎', birthYear: 1988, zipCode: '1350061' });
    const sent = await api.ops('scout', { member: account.email, job: jobs.open[jobIndex] });
    expect(sent.status).toBe(200);
    const { conversionId, tokens, scoutId } = sent.body.result as {
      conversionId: string;
      scoutId: number;
      tokens: Record<'inquiry' | 'scout-setting' | 'line', string>;
    };
    return { account, conversionId, tokens, scoutId };
  }

  async function lineUserIdOf(account: Account) {
    return dataOf(await api.gql('{ endUserViewer { lineUserId } }', {}, account.idToken))
      .endUserViewer.lineUserId;
  }

  it('new conversion ids are 128 random bits', async () => {
    const { conversionId } = await memberWithScout(30);
    expect(conversionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('kintoneUser: the member’s session or the scout link’s inquiry token, nothing else', async () => {
    const { account, conversionId, tokens } = await memberWithScout(31);
    const record = { name: '見本 太郎', birthYear: 1988, zipCode: '1350061' };
    // The id alone (what the probe used) reads nothing.
    expect(codeOf(await api.gql(KINTONE, { id: conversionId }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(KINTONE, { id: 'no-such-conversion' }))).toBe('UNAUTHORIZED_ERROR');
    expect(
      dataOf(await api.gql(KINTONE, { id: conversionId }, account.idToken)).kintoneUser,
    ).toEqual(record);
    expect(
      dataOf(await api.gql(KINTONE, { id: conversionId, token: tokens.inquiry })).kintoneUser,
    ).toEqual(record);
    // Another member's session: not found, as every member-scoped id.
    const other = await api.member();
    expect(codeOf(await api.gql(KINTONE, { id: conversionId }, other.idToken))).toBe('NOT_FOUND');
    // A token of another purpose, another conversion, forged or expired: the link is wrong.
    const otherScout = await memberWithScout(32);
    for (const token of [
      tokens['scout-setting'],
      tokens.line,
      otherScout.tokens.inquiry,
      `${tokens.inquiry.slice(0, -2)}AA`,
      'not-a-token',
    ]) {
      const answer = await api.gql(KINTONE, { id: conversionId, token });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions.fieldErrors).toEqual({ token: expect.any(String) });
    }
    const issuedAt = now;
    now = issuedAt + (LINK_TOKEN_TTL_SECONDS - 1) * 1000;
    expect(
      dataOf(await api.gql(KINTONE, { id: conversionId, token: tokens.inquiry })).kintoneUser,
    ).toEqual(record);
    now = issuedAt + LINK_TOKEN_TTL_SECONDS * 1000;
    expect(codeOf(await api.gql(KINTONE, { id: conversionId, token: tokens.inquiry }))).toBe(
      'BAD_USER_INPUT',
    );
    now = issuedAt;
  });

  it('Inquiry: the form’s options for anyone, its prefill only with the session or token', async () => {
    const { account, conversionId, tokens } = await memberWithScout(33);
    const visitor = dataOf(await api.gql(INQUIRY, { id: conversionId })).Inquiry;
    expect(visitor.kintoneUser).toBeNull();
    expect(visitor.qualifications.length).toBeGreaterThan(0);
    expect(
      dataOf(await api.gql(INQUIRY, { id: conversionId, token: tokens.inquiry })).Inquiry
        .kintoneUser,
    ).toEqual({ name: '見本 太郎' });
    expect(
      dataOf(await api.gql(INQUIRY, { id: conversionId }, account.idToken)).Inquiry.kintoneUser,
    ).toEqual({ name: '見本 太郎' });
  });

  it('scout settings by link: the id alone neither reads nor stops the scouts', async () => {
    const { account, conversionId, tokens } = await memberWithScout(34);
    const stop = {
      conversionId,
      scoutStatus: 'stopped',
      scoutAllowOccupationCategoryIds: [],
    };
    expect(codeOf(await api.gql(SAVE_SETTING, { input: stop }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(SETTING, { id: conversionId }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(SAVE_SETTING, { input: { ...stop, token: tokens.inquiry } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      dataOf(await api.gql(SETTING, { id: conversionId }, account.idToken)).scoutSetting,
    ).toEqual({ scoutStatus: 'receiving' });

    expect(
      dataOf(await api.gql(SAVE_SETTING, { input: { ...stop, token: tokens['scout-setting'] } }))
        .saveScoutSetting.setting,
    ).toEqual({ scoutStatus: 'stopped' });
    expect(
      dataOf(await api.gql(SETTING, { id: conversionId, token: tokens['scout-setting'] }))
        .scoutSetting,
    ).toEqual({ scoutStatus: 'stopped' });
    expect(
      dataOf(
        await api.gql(
          SAVE_SETTING,
          { input: { ...stop, scoutStatus: 'receiving' } },
          account.idToken,
        ),
      ).saveScoutSetting.setting,
    ).toEqual({ scoutStatus: 'receiving' });
  });

  it('LINE: a member’s link needs the session or the line token, and only the session replaces it', async () => {
    const { account, conversionId, tokens } = await memberWithScout(35);
    const link = (lineUserId: string, token?: string) => ({
      input: { conversionId, lineUserId, ...(token ? { token } : {}) },
    });
    expect(codeOf(await api.gql(LINE, link('U-attacker')))).toBe('UNAUTHORIZED_ERROR');
    expect(await lineUserIdOf(account)).toBeNull();
    expect(codeOf(await api.gql(LINE, link('U-attacker', tokens.inquiry)))).toBe('BAD_USER_INPUT');

    // The scout link's first LINE link.
    expect(dataOf(await api.gql(LINE, link('U-member', tokens.line))).connectCvToLineUser).toEqual({
      conversionId,
    });
    expect(await lineUserIdOf(account)).toBe('U-member');
    // The same link again is fine; another one through the link is refused, nothing changes.
    dataOf(await api.gql(LINE, link('U-member', tokens.line)));
    expect(codeOf(await api.gql(LINE, link('U-attacker', tokens.line)))).toBe('UNAUTHORIZED_ERROR');
    expect(
      codeOf(
        await api.gql(LINE_ENTRY, {
          input: { conversionId, lineUserId: 'U-attacker', entryIds: [], token: tokens.line },
        }),
      ),
    ).toBe('UNAUTHORIZED_ERROR');
    expect(await lineUserIdOf(account)).toBe('U-member');
    // The member, signed in, replaces it.
    dataOf(await api.gql(LINE, link('U-member-new'), account.idToken));
    expect(await lineUserIdOf(account)).toBe('U-member-new');
    const links = await api.database.rows<{ line_user_id: string }>(
      sql`select line_user_id from line_links where conversion_id = ${conversionId} order by id`,
    );
    expect(links.map((row) => row.line_user_id)).toEqual(['U-member', 'U-member', 'U-member-new']);
  });

  it('LINE: a visitor’s conversion is linked once and never replaced', async () => {
    const visitor = await visitorConversion(api, jobs.open[36]!);
    const link = (lineUserId: string) => ({ input: { conversionId: visitor, lineUserId } });
    dataOf(await api.gql(LINE, link('U-visitor')));
    dataOf(await api.gql(LINE, link('U-visitor')));
    expect(codeOf(await api.gql(LINE, link('U-attacker')))).toBe('FORBIDDEN');
    const [row] = await api.database.rows<{ line_user_id: string }>(
      sql`select line_user_id from visitors where conversion_id = ${visitor}`,
    );
    expect(row!.line_user_id).toBe('U-visitor');
  });
});
