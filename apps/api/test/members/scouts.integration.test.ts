import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUid } from '../../src/modules/members/repository';
import { ScoutRefusedError, sendScout } from '../../src/modules/scouts/service';
import type { JobFixtures } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const SCOUT = `query ($id: ID!) { scout(id: $id) { id urlId message isHiring hiddenCompanyName company { id }
  occupationCategory { id } relatedJobs { id } quickReplies { key label text } } }`;
const BY_URL = `query ($u: String!) { scoutByUrlId(urlId: $u) { id company { id } hiddenCompanyName } }`;

describe('scouts (スカウト)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let member: Account;

  /** Sends a scout the way the operator CLI does. */
  async function scoutTo(account: Account, jobIndex: number, options: { hidden?: boolean } = {}) {
    const row = await findMemberByUid(api.database.db, account.uid);
    const jobId = jobs.open[jobIndex]!;
    const { scout, room } = await sendScout(api.database.db, row!, {
      jobId,
      message: 'あなたの経験を活かせる求人です。ぜひ一度お話しませんか。',
      hiddenCompanyName: options.hidden ?? false,
      relatedJobIds: [jobs.open[jobIndex + 1]!],
    });
    return { scoutId: String(scout.id), urlId: scout.urlId, roomId: String(room.id), jobId };
  }

  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(async () => {
    member = await api.member();
  });

  it('shows a scout to its member only, with its room and quick replies', async () => {
    const sent = await scoutTo(member, 0);
    const scout = dataOf(await api.gql(SCOUT, { id: sent.scoutId }, member.idToken)).scout;
    expect(scout).toMatchObject({
      id: sent.scoutId,
      urlId: sent.urlId,
      isHiring: true,
      company: { id: String(jobs.companyOf.get(sent.jobId)) },
      relatedJobs: [{ id: String(sent.jobId) }, { id: String(jobs.open[1]) }],
    });
    expect(scout.quickReplies.map((q: { key: string }) => q.key)).toEqual([
      'ok',
      'confirmInterviewDate',
      'contactLater',
    ]);
    const other = await api.member();
    expect(codeOf(await api.gql(SCOUT, { id: sent.scoutId }, other.idToken))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(SCOUT, { id: sent.scoutId }))).toBe('UNAUTHORIZED_ERROR');
    const room = dataOf(
      await api.gql(
        'query ($id: ID!) { room(id: $id) { scout { id } quickReplies { key } unreadMessageCount } }',
        { id: sent.roomId },
        member.idToken,
      ),
    ).room;
    expect(room).toEqual({
      scout: { id: sent.scoutId },
      quickReplies: [{ key: 'ok' }, { key: 'confirmInterviewDate' }, { key: 'contactLater' }],
      unreadMessageCount: 1,
    });
    const reply = dataOf(
      await api.gql(
        'mutation ($input: CreateUserMessageInput!) { createUserMessage(input: $input) { message { content } } }',
        {
          input: { roomId: sent.roomId, content: 'ぜひ詳しく伺いたいです。', quickReplyKey: 'ok' },
        },
        member.idToken,
      ),
    ).createUserMessage;
    expect(reply.message.content).toBe('ぜひ詳しく伺いたいです。');
    expect(
      dataOf(await api.gql('{ notices { edges { node { text } } } }', {}, member.idToken)).notices
        .edges[0].node.text,
    ).toBe('新しいスカウトが届きました。');
  });

  it('hides the company of a hidden scout until the member answers', async () => {
    const sent = await scoutTo(member, 10, { hidden: true });
    expect(dataOf(await api.gql(BY_URL, { u: sent.urlId })).scoutByUrlId.company).toBeNull();
    expect(
      dataOf(await api.gql(BY_URL, { u: sent.urlId }, member.idToken)).scoutByUrlId.company,
    ).toBeNull();
    expect(codeOf(await api.gql(BY_URL, { u: 'unknown-url-id' }))).toBe('NOT_FOUND');
    const inquiry =
      'mutation ($input: CreateScoutInquiryInput!) { createScoutInquiry(input: $input) { scoutInquiry { id updatedAt } user { conversionId } } }';
    const first = dataOf(
      await api.gql(
        inquiry,
        {
          input: { scoutId: sent.scoutId, contactMethod: 'email', message: '話を聞いてみたいです' },
        },
        member.idToken,
      ),
    ).createScoutInquiry;
    expect(
      dataOf(await api.gql(BY_URL, { u: sent.urlId }, member.idToken)).scoutByUrlId.company,
    ).toEqual({ id: String(jobs.companyOf.get(sent.jobId)) });
    expect(dataOf(await api.gql(BY_URL, { u: sent.urlId })).scoutByUrlId.company).toBeNull();
    const second = dataOf(
      await api.gql(inquiry, { input: { scoutId: sent.scoutId } }, member.idToken),
    ).createScoutInquiry;
    expect(second.scoutInquiry.id).toBe(first.scoutInquiry.id);
    expect(new Date(second.scoutInquiry.updatedAt).getTime()).toBeGreaterThan(
      new Date(first.scoutInquiry.updatedAt).getTime(),
    );
    const isInquiry = 'query ($id: ID!) { isScoutInquiry(scoutId: $id) }';
    expect(
      dataOf(await api.gql(isInquiry, { id: sent.scoutId }, member.idToken)).isScoutInquiry,
    ).toBe(true);
    const other = await api.member();
    expect(
      dataOf(await api.gql(isInquiry, { id: sent.scoutId }, other.idToken)).isScoutInquiry,
    ).toBe(false);
    expect(
      codeOf(await api.gql(inquiry, { input: { scoutId: sent.scoutId } }, other.idToken)),
    ).toBe('NOT_FOUND');
  });

  it('applies through a scout into the scout’s room, once', async () => {
    const sent = await scoutTo(member, 20);
    const apply =
      'mutation ($input: CreateScoutEntryInput!) { createScoutEntry(input: $input) { entry { id scout { id } job { id } room { id } } user { conversionId } } }';
    const entry = dataOf(
      await api.gql(
        apply,
        { input: { scoutId: sent.scoutId, message: '応募します' } },
        member.idToken,
      ),
    ).createScoutEntry.entry;
    expect(entry).toMatchObject({
      scout: { id: sent.scoutId },
      job: { id: String(sent.jobId) },
      room: { id: sent.roomId },
    });
    expect(codeOf(await api.gql(apply, { input: { scoutId: sent.scoutId } }, member.idToken))).toBe(
      'ALREADY_APPLIED',
    );
    const isEntry = 'query ($id: ID) { isEntry(scoutId: $id) }';
    expect(dataOf(await api.gql(isEntry, { id: sent.scoutId }, member.idToken)).isEntry).toBe(true);
    const closed = await scoutTo(member, 30);
    await api.database.rows(
      sql`update scouts set is_hiring = false where id = ${Number(closed.scoutId)}`,
    );
    expect(
      codeOf(await api.gql(apply, { input: { scoutId: closed.scoutId } }, member.idToken)),
    ).toBe('JOB_NOT_HIRING');
    const other = await api.member();
    expect(codeOf(await api.gql(apply, { input: { scoutId: sent.scoutId } }, other.idToken))).toBe(
      'NOT_FOUND',
    );
  });

  it('lets visitors answer a scout link and records link events', async () => {
    const sent = await scoutTo(member, 40);
    const profile = {
      name: '高橋 次郎',
      birthYear: 1975,
      zipCode: '4600001',
      phoneNumber: '09012345678',
    };
    const entry = dataOf(
      await api.gql(
        'mutation ($input: CreateVisitorScoutEntryInput!) { createVisitorScoutEntry(input: $input) { entry { scout { id } room { id } } user { conversionId } } }',
        {
          input: { scoutUrlId: sent.urlId, profile },
        },
      ),
    ).createVisitorScoutEntry;
    expect(entry.entry).toEqual({ scout: { id: sent.scoutId }, room: null });
    const inquiry = dataOf(
      await api.gql(
        'mutation ($input: CreateVisitorScoutInquiryInput!) { createVisitorScoutInquiry(input: $input) { scoutInquiry { id } user { conversionId } } }',
        {
          input: { scoutUrlId: sent.urlId, profile, message: '詳しく知りたい' },
        },
      ),
    ).createVisitorScoutInquiry;
    expect(inquiry.user.conversionId).not.toBe(entry.user.conversionId);
    const history =
      'mutation ($input: CreateScoutResponseHistoryInput!) { createScoutResponseHistory(input: $input) { conversionId scoutResponseHistory { event source responseType conversionId } } }';
    const visited = dataOf(
      await api.gql(history, {
        input: {
          scoutUrlId: sent.urlId,
          event: 'visited',
          source: 'scout',
          conversionId: entry.user.conversionId,
        },
      }),
    ).createScoutResponseHistory;
    expect(visited).toEqual({
      conversionId: entry.user.conversionId,
      scoutResponseHistory: {
        event: 'visited',
        source: 'scout',
        responseType: null,
        conversionId: entry.user.conversionId,
      },
    });
    const unknown = dataOf(
      await api.gql(history, {
        input: {
          scoutUrlId: sent.urlId,
          event: 'entry_attempted',
          source: 'scout',
          responseType: 'entry',
          conversionId: 'made-up',
        },
      }),
    ).createScoutResponseHistory;
    expect(unknown.conversionId).toBeNull();
    const asMember = dataOf(
      await api.gql(
        history,
        { input: { scoutUrlId: sent.urlId, event: 'inquiry_attempted', source: 'scout' } },
        member.idToken,
      ),
    ).createScoutResponseHistory;
    expect(asMember.conversionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(
      codeOf(
        await api.gql(history, {
          input: { scoutUrlId: 'nope', event: 'visited', source: 'scout' },
        }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('saves scout settings, and a member who stopped scouts gets none', async () => {
    const settings = await api.member();
    const save =
      'mutation ($input: SaveSettingInput!) { saveSetting(input: $input) { scoutStatus scoutAllowOccupationCategoryIds isReceiveScout } }';
    expect(
      dataOf(
        await api.gql(
          save,
          { input: { scoutStatus: 'stopped', scoutAllowOccupationCategoryIds: ['1', '3'] } },
          settings.idToken,
        ),
      ).saveSetting,
    ).toEqual({
      scoutStatus: 'stopped',
      scoutAllowOccupationCategoryIds: ['1', '3'],
      isReceiveScout: false,
    });
    expect(
      codeOf(
        await api.gql(
          save,
          { input: { scoutStatus: 'stopped', scoutAllowOccupationCategoryIds: ['999'] } },
          settings.idToken,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    await expect(scoutTo(settings, 50)).rejects.toBeInstanceOf(ScoutRefusedError);
    const conversionId = dataOf(
      await api.gql('{ endUserViewer { conversionId } }', {}, settings.idToken),
    ).endUserViewer.conversionId;
    const byLink =
      'mutation ($input: SaveScoutSettingInput!) { saveScoutSetting(input: $input) { setting { scoutStatus isReceiveScout } } }';
    expect(
      dataOf(
        await api.gql(
          byLink,
          {
            input: { conversionId, scoutStatus: 'receiving', scoutAllowOccupationCategoryIds: [] },
          },
          settings.idToken,
        ),
      ).saveScoutSetting.setting,
    ).toEqual({ scoutStatus: 'receiving', isReceiveScout: true });
    expect(
      dataOf(
        await api.gql(
          'query ($id: String!) { scoutSetting(conversionId: $id) { scoutStatus scoutAllowOccupationCategoryIds } }',
          { id: conversionId },
          settings.idToken,
        ),
      ).scoutSetting,
    ).toEqual({ scoutStatus: 'receiving', scoutAllowOccupationCategoryIds: [] });
    expect(
      codeOf(
        await api.gql(
          'query { scoutSetting(conversionId: "unknown") { scoutStatus } }',
          {},
          settings.idToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await api.gql(
          byLink,
          {
            input: {
              conversionId: 'unknown',
              scoutStatus: 'receiving',
              scoutAllowOccupationCategoryIds: [],
            },
          },
          settings.idToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    await expect(scoutTo(settings, 50)).resolves.toMatchObject({ scoutId: expect.any(String) });
  });
});
