import { randomInt } from 'node:crypto';
import { ERROR_MESSAGES, IDENTITY_ERROR_MESSAGES } from '@jobsite/domain/errors';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { MEMBER_RECORD, signUpMember } from './member';
import { logOutFromHeader } from './registered-member';

/**
 * The member's control of the account (docs/decisions/0041, 0042): ログアウト from the header
 * or the phone menu, the password changed and used, 退会 with its confirmation (and an
 * application in selection), after which the old login fails.
 */

test.beforeEach(async ({ context }) => {
  // Each test comes from its own address: the BFF limits /auth calls per client.
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
});

/** Signs up through the BFF and makes the member record, optionally applying to a job. */
async function member(page: Page, entryJobIds: string[] = []) {
  const account = await signUpMember(page);
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation ($input: CreateUserWithRelationsInput!) {
        createUserWithRelations(input: $input) { user { id } entries { id } }
      }`,
      variables: {
        input: { ...MEMBER_RECORD, entryJobIds },
      },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data.createUserWithRelations.entries).toHaveLength(entryJobIds.length);
  return account;
}

/** Job ids of the second page of the driver list (other files close jobs of the first). */
async function openJobIds(page: Page, count: number): Promise<string[]> {
  await page.goto('/driver?page=2');
  const hrefs = await page
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.slice(0, count).map((href) => href.split('/').pop() ?? '');
}

async function logIn(page: Page, account: string, password: string) {
  await page.goto('/member/login/');
  await hydrated(page);
  await page.getByLabel('メールアドレスまたは携帯電話番号').fill(account);
  await page.getByLabel(/^パスワード/).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

const signedIn = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'authRecord');

test('log out from the header menu (the phone menu on a phone)', async ({ page }) => {
  await member(page);
  await page.goto('/');
  await logOutFromHeader(page);
  // Signed out everywhere; the top page loads afresh with the visitor's header.
  await expect.poll(() => signedIn(page)).toBe(false);
  await expect(page).toHaveURL('/');
});

test('my page offers ログアウト and the account settings', async ({ page }) => {
  await member(page);
  await page.goto('/member/');
  const account = page.getByRole('navigation', { name: 'アカウント設定' });
  for (const name of ['パスワードの変更', '登録データの確認・ダウンロード', '退会']) {
    await expect(account.getByRole('link', { name })).toBeVisible();
  }
  await hydrated(page);
  // The button acts once React has hydrated it; a click that lands before does nothing, so
  // it is clicked again until the page leaves (a second click on a pending one is disabled).
  await expect(async () => {
    if (new URL(page.url()).pathname !== '/') {
      await account.getByRole('button', { name: /ログアウト/ }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL('/', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await signedIn(page)).toBe(false);
});

test('change the password, then sign in with the new one (not the old)', async ({ page }) => {
  const account = await member(page);
  await page.goto('/member/password/');
  await hydrated(page);
  const current = page.getByLabel(/^現在のパスワード/);
  const next = page.getByLabel(/^新しいパスワード/);
  const submit = page.getByRole('button', { name: 'パスワードを変更する' });

  await current.fill('not-the-password');
  await next.fill('brand-new-pass');
  await submit.click();
  await expect(current).toHaveAccessibleDescription(/パスワードが正しくありません/);

  await current.fill(account.password);
  await next.fill('short');
  await submit.click();
  await expect(next).toHaveAccessibleDescription(/6文字以上/);

  await next.fill('brand-new-pass');
  await submit.click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'パスワードを変更しました',
  );
  expect(await signedIn(page)).toBe(true);

  await page.request.post('/auth/signout', { data: {} });
  await logIn(page, account.emailOrPhoneNumber, account.password);
  await expect(page.getByText(IDENTITY_ERROR_MESSAGES['wrong-password']).first()).toBeVisible();
  await logIn(page, account.emailOrPhoneNumber, 'brand-new-pass');
  await expect(page).toHaveURL(/\/member\/$/);
});

test('my data: the readable page and the JSON download', async ({ page }) => {
  const account = await member(page);
  await page.goto('/member/my-data/');
  await expect(page.getByRole('heading', { name: /^会員情報（1件）/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^ログイン情報（1件）/ })).toBeVisible();
  await expect(page.getByText(account.emailOrPhoneNumber).first()).toBeVisible();
  // Field names in Japanese, instants in Japan time.
  await expect(page.getByText('メールアドレス', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).first()).toBeVisible();
  const download = await page.request.get('/auth/my-data?download=1');
  expect(download.headers()['content-disposition']).toContain('my-data.json');
  expect((await download.json()).account.name).toBe(MEMBER_RECORD.name);
});

test('退会 with its confirmations; the old login then fails', async ({ page }) => {
  const [jobId] = await openJobIds(page, 1);
  const account = await member(page, [jobId ?? '']);
  await page.goto('/member/withdraw/');
  await expect(page.getByRole('heading', { name: '退会の前にご確認ください' })).toBeVisible();
  await hydrated(page);
  const submit = page.getByRole('button', { name: '退会する' });
  await expect(submit).toBeVisible();

  await submit.click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('チェックを入れてください');
  await page.getByRole('checkbox', { name: '上記の内容を確認し、退会します' }).check();
  await submit.click();
  // An application is still in selection: it needs its own confirmation; nothing deleted yet.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    ERROR_MESSAGES.OPEN_ENTRIES_NOT_CONFIRMED.slice(0, 12),
  );
  expect(await signedIn(page)).toBe(true);
  await page
    .getByRole('checkbox', { name: '選考中の応募が取り下げとなることを確認しました' })
    .check();
  await submit.click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    '退会手続きが完了しました',
  );
  expect(await signedIn(page)).toBe(false);

  await logIn(page, account.emailOrPhoneNumber, account.password);
  await expect(page.getByText(IDENTITY_ERROR_MESSAGES['wrong-password']).first()).toBeVisible();
  await expect(page).toHaveURL(/\/member\/login\//);
});
