import { type CaughtMail, listMails } from '@jobsite/mail-catcher';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { ops } from './member';
import { hiring, ownClientAddress, publicDriverJobIds, registerMember } from './registered-member';

/**
 * Notification settings (decision 0049): the member turns scout mail off on the settings page,
 * a scout and a company message follow, only the message is mailed (read from the stack's
 * local SMTP server), and its unsubscribe link stops that kind's mail in one click.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** The mail the stack's SMTP server received for one address. */
async function mailsTo(address: string): Promise<CaughtMail[]> {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL comes from global-setup');
  return (await listMails(url)).filter((mail) => mail.to.includes(address));
}

function channel(page: Page, kind: string, name: string) {
  return page.getByRole('group', { name: kind }).getByRole('checkbox', { name, exact: true });
}

test('settings → scout mail off → only the message is mailed → unsubscribe from the mail', async ({
  page,
}) => {
  const ids = await publicDriverJobIds(page);
  const jobId = await hiring(ids[12 + Math.floor(Math.random() * (ids.length - 12))] ?? '');
  const member = await registerMember(page, 'notify');

  await page.goto('/member/settings/notifications/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: '通知設定' })).toBeVisible();
  await expect(page.getByText(`メールの送り先: ${member.email}`)).toBeVisible();
  await expect(channel(page, 'スカウト', 'メール')).toBeChecked();
  // LINE waits for a linked account.
  await expect(channel(page, 'スカウト', 'LINE')).toBeDisabled();
  await channel(page, 'スカウト', 'メール').uncheck();
  await page.getByRole('button', { name: '設定を保存する' }).click();
  await expect(page.getByText('通知の設定を保存しました。')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(channel(page, 'スカウト', 'メール')).not.toBeChecked();
  await expect(channel(page, 'スカウト', 'サイト内のお知らせ')).toBeChecked();
  await expect(channel(page, '企業からのメッセージ', 'メール')).toBeChecked();

  const { roomId } = await ops<{ roomId: number }>('scout', {
    member: member.email,
    job: Number(jobId),
  });
  await ops('message', { room: roomId, text: '面接日程のご相談です。' });
  // The outbox sends in the order of events: once the message's mail is in, a scout mail
  // would have been too.
  await expect
    .poll(async () => (await mailsTo(member.email)).map((mail) => mail.subject), {
      timeout: 30_000,
    })
    .toEqual(['【現場ジョブ】企業から新しいメッセージが届きました']);
  const [mail] = await mailsTo(member.email);
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/unsubscribe\/\?token=\S+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();

  const target = new URL(link!);
  await page.goto(`${target.pathname}${target.search}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'メール配信の停止' })).toBeVisible();
  await page.getByRole('button', { name: 'メール配信を停止する' }).click();
  await expect(
    page.getByText('「企業からのメッセージ」のメール配信を停止しました。'),
  ).toBeVisible();

  // The mail program's own button (RFC 8058) POSTs to the header's URL: the same answer.
  const oneClick = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
  const posted = await page.request.post(`${oneClick.pathname}${oneClick.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(posted.status()).toBe(200);

  await page.goto('/member/settings/notifications/');
  await hydrated(page);
  await expect(channel(page, '企業からのメッセージ', 'メール')).not.toBeChecked();
  await expect(channel(page, '応募状況の変化', 'メール')).toBeChecked();
});

test('LINE: the link from the official account is confirmed on the settings page, then LINE can be chosen', async ({
  page,
}, testInfo) => {
  await registerMember(page, 'line');
  await page.goto(`/member/settings/notifications/line/?lineUserId=U-e2e-${testInfo.project.name}`);
  await hydrated(page);
  await expect(page.getByText('このLINEアカウントと連携すると')).toBeVisible();
  await page.getByRole('button', { name: 'LINEと連携する' }).click();
  await expect(page.getByText('LINEと連携しました。通知設定でLINEを選べます。')).toBeVisible();
  await page.getByRole('link', { name: '通知設定へ戻る' }).click();
  await hydrated(page);
  await expect(page.getByText('LINEと連携済みです。')).toBeVisible();
  await channel(page, 'スカウト', 'LINE').check();
  await page.getByRole('button', { name: '設定を保存する' }).click();
  await expect(page.getByText('通知の設定を保存しました。')).toBeVisible();
  // Another LINE account replaces the link only after the member confirms it.
  await page.goto('/member/settings/notifications/line/?lineUserId=U-e2e-other');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'LINEの連携を切り替える' })).toBeVisible();
});

test('a forged unsubscribe link says so in Japanese', async ({ page }) => {
  await page.goto('/unsubscribe/?token=1.scout.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await hydrated(page);
  await page.getByRole('button', { name: 'メール配信を停止する' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'この配信停止のリンクは使えません。マイページの通知設定から停止できます。',
    }),
  ).toBeVisible();
});
