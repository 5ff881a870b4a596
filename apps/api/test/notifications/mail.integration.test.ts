import { type MailCatcher, startMailCatcher } from '@jobsite/mail-catcher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUsers, notices, notificationOutbox, outboundLine } from '../../src/db/schema';
import { retryDelayMs } from '../../src/modules/notifications/outbox';
import { type JobFixtures, jobFixtures } from '../members/fixtures';
import { type Account, codeOf, dataOf, type MemberApi, startMemberApi } from '../members/harness';

const SETTINGS = `query { notificationSettings {
  settings { kind site email line } email lineLinked conversionId
} }`;
const SAVE = `mutation ($input: SaveNotificationSettingsInput!) {
  saveNotificationSettings(input: $input) { notificationSettings { settings { kind site email line } } }
}`;
const UNSUBSCRIBE = `mutation ($input: UnsubscribeNotificationsInput!) {
  unsubscribeNotifications(input: $input) { kind }
}`;
const CONNECT_LINE = `mutation ($input: ConnectCvToLineUserInput!) {
  connectCvToLineUser(input: $input) { conversionId }
}`;

/**
 * Notification mail through a real SMTP server process (tooling/mail-catcher), sent by outbox
 * passes on an injected clock (decision 0049).
 */
describe('notifications by mail and LINE', () => {
  let catcher: MailCatcher;
  let api: MemberApi;
  let jobs: JobFixtures;
  let clock = new Date('2026-11-01T00:00:00Z');

  beforeAll(async () => {
    catcher = await startMailCatcher();
    api = await startMemberApi(
      { SMTP_URL: catcher.smtpUrl, SITE_URL: 'https://genba-job.example.jp' },
      { now: () => clock },
    );
    jobs = await jobFixtures(api);
  });
  afterAll(async () => {
    await api?.close();
    await catcher?.stop();
  });

  const pass = () => api.app.notificationOutbox.deliverDue();
  const db = () => api.app.database.db;
  const mailsTo = async (account: Account) =>
    (await catcher.mails()).filter((mail) => mail.to.includes(account.email));
  const scout = async (account: Account, jobIndex = 0) => {
    const sent = await api.ops('scout', { member: account.email, job: jobs.open[jobIndex] });
    expect(sent.status).toBe(200);
    return sent.body.result as { roomId: number; conversionId: string };
  };

  it('mails a scout to the member once, with one-click unsubscribe headers', async () => {
    const member = await api.member();
    await scout(member);
    expect(await pass()).toMatchObject({ sent: 1, failed: 0 });
    // Later passes find nothing left to send.
    expect(await pass()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    const [mail, ...more] = await mailsTo(member);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('【現場ジョブ】新しいスカウトが届きました');
    expect(mail!.text).toContain('https://genba-job.example.jp/member/message/?roomId=');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/genba-job\.example\.jp\/unsubscribe\/one-click\/\?token=[^>]+>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('https://genba-job.example.jp/unsubscribe/?token=');
  });

  it('keeps the settings per kind and channel, and sends only on the channels chosen', async () => {
    const member = await api.member();
    const before = dataOf(await api.gql(SETTINGS, {}, member.idToken)).notificationSettings;
    expect(before.settings).toEqual(
      ['scout', 'company_message', 'saved_search', 'entry_status'].map((kind) => ({
        kind,
        site: true,
        email: true,
        line: false,
      })),
    );
    expect(before).toMatchObject({ email: member.email, lineLinked: false });
    const saved = dataOf(
      await api.gql(
        SAVE,
        { input: { settings: [{ kind: 'scout', site: false, email: false, line: true }] } },
        member.idToken,
      ),
    ).saveNotificationSettings.notificationSettings.settings;
    expect(saved[0]).toEqual({ kind: 'scout', site: false, email: false, line: true });
    expect(saved[1]).toEqual({ kind: 'company_message', site: true, email: true, line: false });
    const after = dataOf(await api.gql(SETTINGS, {}, member.idToken)).notificationSettings;
    expect(after.settings).toEqual(saved);

    // LINE chosen but not linked: the LINE notification is dropped, nothing is mailed.
    await scout(member);
    expect(await pass()).toMatchObject({ sent: 0, dropped: 1 });
    // Linked from the settings page (the member's session): the next scout goes to LINE.
    dataOf(
      await api.gql(
        CONNECT_LINE,
        { input: { conversionId: before.conversionId, lineUserId: 'U-settings-line' } },
        member.idToken,
      ),
    );
    expect(
      dataOf(await api.gql(SETTINGS, {}, member.idToken)).notificationSettings.lineLinked,
    ).toBe(true);
    await scout(member, 1);
    expect(await pass()).toMatchObject({ sent: 1 });
    const pushed = await db()
      .select()
      .from(outboundLine)
      .where(eq(outboundLine.lineUserId, 'U-settings-line'));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.body).toMatch(/^新しいスカウトが届きました。\nhttps:\/\/genba-job/);
    expect(await mailsTo(member)).toEqual([]);
    // No on-site notice for scouts either.
    const [user] = await db().select().from(endUsers).where(eq(endUsers.email, member.email));
    const texts = (await db().select().from(notices).where(eq(notices.endUserId, user!.id))).map(
      (notice) => notice.text,
    );
    expect(texts).not.toContain('新しいスカウトが届きました。');
  });

  it('refuses bad settings with a Japanese message and keeps what was saved', async () => {
    const member = await api.member();
    const bad = await api.gql(
      SAVE,
      {
        input: {
          settings: [
            { kind: 'scout', site: true, email: false, line: false },
            { kind: 'scout', site: true, email: true, line: false },
          ],
        },
      },
      member.idToken,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('通知の設定が正しくありません');
    const settings = dataOf(await api.gql(SETTINGS, {}, member.idToken)).notificationSettings;
    expect(settings.settings[0]).toEqual({ kind: 'scout', site: true, email: true, line: false });
    expect(codeOf(await api.gql(SETTINGS))).toBe('UNAUTHORIZED_ERROR');
  });

  it('retries with backoff after the SMTP server was down, and mails once', async () => {
    const member = await api.member();
    const { roomId } = await scout(member);
    const ports = { smtpPort: catcher.smtpPort, httpPort: catcher.httpPort };
    await catcher.stop();
    await api.ops('message', { room: roomId, text: '面接日程のご相談です。' });
    // The scout and the message each fail once and wait.
    expect(await pass()).toEqual({ sent: 0, failed: 2, dropped: 0 });
    catcher = await startMailCatcher(ports);
    expect(await pass()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    clock = new Date(clock.getTime() + retryDelayMs(1) - 1);
    expect(await pass()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    clock = new Date(clock.getTime() + 1);
    expect(await pass()).toEqual({ sent: 2, failed: 0, dropped: 0 });
    expect(await pass()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    const subjects = (await mailsTo(member)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      '【現場ジョブ】企業から新しいメッセージが届きました',
      '【現場ジョブ】新しいスカウトが届きました',
    ]);
    const rows = await db().select().from(notificationOutbox);
    expect(rows.filter((row) => row.attempts === 2 && row.sentAt !== null)).toHaveLength(2);
  });

  it('unsubscribes one kind from the link in a mail, without a session', async () => {
    const member = await api.member();
    await scout(member);
    await pass();
    const [mail] = await mailsTo(member);
    const url = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const token = url.searchParams.get('token')!;
    expect(
      dataOf(await api.gql(UNSUBSCRIBE, { input: { token } })).unsubscribeNotifications,
    ).toEqual({ kind: 'scout' });
    // Twice is the same.
    expect(
      dataOf(await api.gql(UNSUBSCRIBE, { input: { token } })).unsubscribeNotifications,
    ).toEqual({ kind: 'scout' });
    const settings = dataOf(await api.gql(SETTINGS, {}, member.idToken)).notificationSettings;
    expect(settings.settings[0]).toEqual({ kind: 'scout', site: true, email: false, line: false });
    expect(settings.settings[1]).toEqual({
      kind: 'company_message',
      site: true,
      email: true,
      line: false,
    });
    await scout(member, 1);
    expect(await pass()).toMatchObject({ sent: 0 });
    expect(await mailsTo(member)).toHaveLength(1);

    const forged = await api.gql(UNSUBSCRIBE, {
      input: { token: token.replace(/^\d+/, (id) => String(Number(id) + 1)) },
    });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(forged.errors)).toContain('配信停止のリンクが正しくありません');
    expect(codeOf(await api.gql(UNSUBSCRIBE, { input: { token: '' } }))).toBe('BAD_USER_INPUT');
  });

  it('sends nothing to a deleted member, and their unsubscribe link is a bad link, not a 500', async () => {
    const member = await api.member();
    await scout(member);
    await pass();
    const [mail] = await mailsTo(member);
    const token = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1)).searchParams.get(
      'token',
    )!;
    await scout(member, 1);
    // The member goes while the scout's mail waits: a pass then has nothing to send.
    await db().delete(endUsers).where(eq(endUsers.email, member.email));
    expect(await pass()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    expect(await mailsTo(member)).toHaveLength(1);
    const answer = await api.gql(UNSUBSCRIBE, { input: { token } });
    expect(answer.status).toBe(200);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });
});
