import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownClientAddress, registerMember } from './registered-member';

/**
 * `redirect_path` of /member/login/ and /member/signup/ only ever leads to a page of this
 * site: a crafted link (`/..//evil.example/x` normalises to `//evil.example/x`, a host) used to
 * send a signed-in member to another site without a click. Desktop and phone.
 */

const ATTACKS = [
  // What the probe used.
  '%2F..%2F%2Fevil.example%2Fx',
  '%2F%2E%2E%2F%2Fevil.example%2Fx',
  '%2F%5Cevil.example%2Fx',
  '%2F%09%2Fevil.example%2Fx',
];

/** Counts the requests the page makes to evil.example (answered with nothing). */
async function watchEvil(page: Page) {
  const hits: string[] = [];
  // By host: the site's own URL names evil.example in its query.
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    async (route) => {
      hits.push(route.request().url());
      await route.abort();
    },
  );
  return hits;
}

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

test('a signed-in member opening a crafted login link stays on the site', async ({
  page,
  baseURL,
}) => {
  await registerMember(page, 'redirect');
  const hits = await watchEvil(page);
  for (const attack of ATTACKS) {
    await page.goto(`/member/login/?redirect_path=${attack}`);
    // Signed in: the login page goes on by itself, to my page instead of the crafted path.
    await expect(page).toHaveURL(`${baseURL}/member/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(hits).toEqual([]);
});

test('a signed-in member opening a crafted sign-up link stays on the site', async ({
  page,
  baseURL,
}) => {
  await registerMember(page, 'redirect-signup');
  const hits = await watchEvil(page);
  await page.goto(`/member/signup/?redirect_path=${ATTACKS[0]}`);
  await expect(page).toHaveURL(`${baseURL}/member/`);
  expect(hits).toEqual([]);
});

test('logging in through the form with a crafted link goes to my page, on the site', async ({
  page,
  baseURL,
}) => {
  // An account made in another context, so this page starts signed out.
  const other = await page.context().browser()?.newContext({ baseURL });
  if (!other) throw new Error('no browser');
  const otherPage = await other.newPage();
  await ownClientAddress(other);
  const member = await registerMember(otherPage, 'redirect-form');
  await other.close();

  const hits = await watchEvil(page);
  await page.goto(`/member/login/?redirect_path=${ATTACKS[0]}`);
  await page.getByLabel('メールアドレスまたは携帯電話番号').fill(member.email);
  await page.getByLabel(/^パスワード/).fill(member.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/member/`);
  expect(hits).toEqual([]);
});

test('a safe redirect_path still leads back after login', async ({ page, baseURL }) => {
  await registerMember(page, 'redirect-safe');
  await page.goto('/member/login/?redirect_path=%2Fmember%2Fsettings%2F');
  await expect(page).toHaveURL(`${baseURL}/member/settings/`);
});
