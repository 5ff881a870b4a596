import { randomInt } from 'node:crypto';
import { KEEP_LIST } from '@jobsite/domain/constants';
import {
  ERROR_MESSAGES,
  IDENTITY_ERROR_FALLBACK_MESSAGE,
  IDENTITY_ERROR_MESSAGES,
} from '@jobsite/domain/errors';
import { listOobCodes } from '@jobsite/firebase-emulator';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import {
  MEMBER_RECORD,
  signInMember,
  signUpMember,
  TEST_PASSWORD,
  uniqueEmail,
  uniquePhoneNumber,
} from './member';
import { expectSessionEndedHere, setSessionKeys } from './registered-member';

/**
 * Accounts and sessions on the web: sign-up through the form with the saved list
 * carried over, login with redirect_path, §8's identity errors next to their fields, session
 * expiry, password reset with the emulator's codes, email and phone number changes, sign-out
 * and the hourly last-session update.
 *
 * The BFF limits sign-ups and /auth calls per client address; every test comes from its own
 * address (x-forwarded-for: the e2e stack's web trusts it from loopback, WEB_TRUST_PROXY),
 * so the tests do not use up one another's allowance.
 */

const ACCOUNT_FIELD = 'メールアドレスまたは携帯電話番号';

function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

/** A browserless client of the site (its own cookies), e.g. the member's other device. */
async function otherClient(baseURL: string | undefined): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
}

/** Signs `client` in through the site's /auth/signin. */
async function signInClient(client: APIRequestContext, account: string, password: string) {
  const response = await client.post('/auth/signin', {
    data: { emailOrPhoneNumber: account, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The member signs out on another device: every session of the account ends, this browser's
 * too, which keeps its cookies until it meets the ended session itself.
 */
async function signOutOnAnotherDevice(
  baseURL: string | undefined,
  member: { emailOrPhoneNumber: string; password: string },
) {
  const other = await otherClient(baseURL);
  await signInClient(other, member.emailOrPhoneNumber, member.password);
  expect((await other.post('/auth/signout', { data: {} })).ok()).toBe(true);
  await other.dispose();
}

async function graphql<T>(
  client: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await client.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A complete member (identity and member record), made without the browser. */
async function createMember(
  baseURL: string | undefined,
  emailOrPhoneNumber: string = uniqueEmail('account'),
): Promise<{ emailOrPhoneNumber: string; password: string }> {
  const client = await otherClient(baseURL);
  const signup = await client.post('/auth/signup', {
    data: { emailOrPhoneNumber, password: TEST_PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await graphql(
    client,
    `mutation ($input: CreateUserWithRelationsInput!) {
      createUserWithRelations(input: $input) { user { id } }
    }`,
    {
      input: MEMBER_RECORD,
    },
  );
  await client.dispose();
  return { emailOrPhoneNumber, password: TEST_PASSWORD };
}

/**
 * Job ids from the second page of the driver list: other test files close and unpublish jobs
 * of the first page while these run, and a closed job is refused when a saved list moves over.
 */
async function jobIdsOnList(page: Page, count: number): Promise<string[]> {
  await page.goto('/driver?page=2');
  const hrefs = await page
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.slice(0, count).map((href) => href.split('/').pop() ?? '');
}

/** The password field (its label reads パスワード and the 必須 marker). */
const passwordField = (page: Page) => page.getByLabel(/^パスワード/);

async function fillSignupForm(
  page: Page,
  values: { account: string; password: string; qualification?: string },
) {
  await page.getByLabel(ACCOUNT_FIELD).fill(values.account);
  await passwordField(page).fill(values.password);
  await page.getByRole('checkbox', { name: 'ドライバー', exact: true }).check();
  if (values.qualification) {
    await page.getByRole('checkbox', { name: values.qualification, exact: true }).check();
  }
  await page.getByLabel('お名前').fill('山田 太郎');
  await page.getByLabel('生まれ年').selectOption('1990');
  await page.getByLabel('郵便番号').fill('1000001');
}

const signupButton = (page: Page) => page.getByRole('button', { name: /無料で会員登録する/ });
const loginButton = (page: Page) => page.getByRole('button', { name: 'ログイン', exact: true });

async function logIn(page: Page, account: string, password: string) {
  await page.getByLabel(ACCOUNT_FIELD).fill(account);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

test('sign-up through the one form carries the saved jobs over and empties the cookie list', async ({
  page,
  context,
  baseURL,
}) => {
  const saved = await jobIdsOnList(page, 3);
  await context.addCookies([
    { name: 'keepList', value: saved.join(','), url: baseURL },
    { name: 'disableKeepListDialog', value: '1', url: baseURL },
  ]);
  await page.goto('/member/signup/');
  await hydrated(page);
  // Spec §2 Footer: no recruiter or landing-page groups on the sign-up form.
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: '運営情報' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: '採用担当者様へ' })).toBeHidden();
  await expect(footer.getByRole('heading', { name: '職種別の会員登録' })).toBeHidden();
  // Qualifications follow the chosen occupations, so the form stays short.
  await expect(page.getByRole('checkbox', { name: '大型自動車免許', exact: true })).toHaveCount(0);
  await fillSignupForm(page, {
    account: uniqueEmail('signup'),
    password: TEST_PASSWORD,
    qualification: '大型自動車免許',
  });
  await signupButton(page).click();

  await expect(page).toHaveURL(/\/member\/$/);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'keepList')?.value ?? '')
    .toBe('');
  const { favoriteJobs, endUserViewer } = await graphql<{
    favoriteJobs: { nodes: { id: string }[]; totalCount: number };
    endUserViewer: { occupations: { id: string }[]; qualifications: { name: string }[] };
  }>(
    page.request,
    `{
      favoriteJobs(page: 1, per: 20) { nodes { id } totalCount }
      endUserViewer { occupations { id } qualifications { name } }
    }`,
  );
  expect(favoriteJobs.nodes.map((job) => job.id)).toEqual(saved);
  expect(endUserViewer.occupations.map((o) => o.id)).toEqual(['1']);
  expect(endUserViewer.qualifications.map((q) => q.name)).toEqual(['大型自動車免許']);

  // The header counts the favourites now.
  if (isMobile(page)) await page.getByRole('button', { name: 'メニュー' }).click();
  const scope = isMobile(page)
    ? page.getByRole('dialog', { name: 'メニュー' })
    : page.locator('header');
  await expect(scope.getByRole('link', { name: /気になる/ })).toContainText(`${saved.length}`);
  await expect(scope.getByRole('link', { name: 'マイページ' })).toBeVisible();
});

test('an identity without a member record finishes sign-up with the profile part only', async ({
  page,
}) => {
  // The account was made but its member record was not (e.g. the second step failed).
  await signUpMember(page, uniqueEmail('half'));
  await page.goto('/member/login/?redirect_path=%2Fmember%2Femail%2F');
  await expect(page).toHaveURL('/member/signup/?redirect_path=%2Fmember%2Femail%2F');
  await expect(page.getByText('アカウントは作成済みです')).toBeVisible();
  await expect(page.getByLabel(ACCOUNT_FIELD)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'フォークリフト', exact: true }).check();
  await page.getByLabel('お名前').fill('途中 花子');
  await page.getByLabel('生まれ年').selectOption('1985');
  await page.getByLabel('郵便番号').fill('530-0001');
  await page.getByRole('button', { name: '会員情報を登録する' }).click();
  await expect(page).toHaveURL('/member/email/');
  const { endUserViewer } = await graphql<{
    endUserViewer: { name: string; zipCode: string; occupations: { id: string }[] };
  }>(page.request, '{ endUserViewer { name zipCode occupations { id } } }');
  expect(endUserViewer).toEqual({
    name: '途中 花子',
    zipCode: '5300001',
    occupations: [{ id: '3' }],
  });
});

test('signing in moves the cookie list too; what does not fit a full list stays in the cookie', async ({
  page,
  context,
  baseURL,
}) => {
  const jobs = await jobIdsOnList(page, KEEP_LIST.maxItems + 2);
  const member = await createMember(baseURL);
  // The member already has 19 favourites; the cookie brings 3 more.
  const client = await otherClient(baseURL);
  await signInClient(client, member.emailOrPhoneNumber, member.password);
  await graphql(
    client,
    'mutation ($input: AddFavoritesInput!) { addFavorites(input: $input) { favoriteJobCount } }',
    {
      input: { jobIds: jobs.slice(0, KEEP_LIST.maxItems - 1) },
    },
  );
  await client.dispose();
  const cookieList = jobs.slice(KEEP_LIST.maxItems - 1);
  await context.addCookies([{ name: 'keepList', value: cookieList.join(','), url: baseURL }]);

  await page.goto('/member/login/');
  await hydrated(page);
  await logIn(page, member.emailOrPhoneNumber, member.password);
  await expect(page).toHaveURL(/\/member\/$/);
  await expect(
    page.getByRole('alert').filter({ hasText: ERROR_MESSAGES.FAVORITE_LIST_FULL }),
  ).toBeVisible();
  const left = (await context.cookies()).find((c) => c.name === 'keepList')?.value ?? '';
  expect(left.split(',')).toEqual(cookieList.slice(1));
  const { favoriteJobs } = await graphql<{ favoriteJobs: { totalCount: number } }>(
    page.request,
    '{ favoriteJobs(page: 1, per: 1) { totalCount } }',
  );
  expect(favoriteJobs.totalCount).toBe(KEEP_LIST.maxItems);
});

test('a member page asks a visitor to log in and comes back (redirect_path)', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await page.goto('/member/email/');
  await expect(page).toHaveURL('/member/login/?redirect_path=%2Fmember%2Femail%2F');
  await hydrated(page);
  await logIn(page, member.emailOrPhoneNumber, member.password);
  await expect(page).toHaveURL('/member/email/');
  await expect(page.getByTestId('current-identity')).toHaveText(member.emailOrPhoneNumber);
});

test('login from the application keeps its query and goes back to it', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await page.goto('/member/login/?job_id=5&type=inquiry');
  await hydrated(page);
  await expect(
    page.getByRole('main').getByRole('link', { name: '会員登録（無料）' }),
  ).toHaveAttribute('href', '/member/signup/?job_id=5&type=inquiry');
  await logIn(page, member.emailOrPhoneNumber, member.password);
  await expect(page).toHaveURL('/entry?job_id=5&type=inquiry');
});

test('identity errors of sign-up show next to their field (spec §8)', async ({ page, baseURL }) => {
  const taken = await createMember(baseURL);
  await page.goto('/member/signup/');
  await hydrated(page);
  const account = page.getByLabel(ACCOUNT_FIELD);
  const password = passwordField(page);

  await fillSignupForm(page, { account: 'not-an-address@', password: TEST_PASSWORD });
  await signupButton(page).click();
  await expect(account).toHaveAccessibleDescription(IDENTITY_ERROR_MESSAGES['invalid-email']);

  await account.fill(uniqueEmail('weak'));
  await password.fill('12345');
  await signupButton(page).click();
  await expect(password).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['weak-password']),
  );
  await expect(account).not.toHaveAccessibleDescription(/./);

  await account.fill(taken.emailOrPhoneNumber);
  await password.fill(TEST_PASSWORD);
  await signupButton(page).click();
  await expect(account).toHaveAccessibleDescription(
    IDENTITY_ERROR_MESSAGES['email-already-in-use'],
  );
  // Nothing was signed in or lost: the form still holds what was typed.
  await expect(page).toHaveURL('/member/signup/');
  await expect(page.getByLabel('お名前')).toHaveValue('山田 太郎');

  // A phone number in use is refused the same way.
  const phone = uniquePhoneNumber();
  await createMember(baseURL, phone);
  await account.fill(phone);
  await signupButton(page).click();
  await expect(account).toHaveAccessibleDescription(
    IDENTITY_ERROR_MESSAGES['email-already-in-use'],
  );
});

test('identity errors of login show next to their field (spec §8)', async ({ page, baseURL }) => {
  const member = await createMember(baseURL);
  await page.goto('/member/login/');
  await hydrated(page);
  const account = page.getByLabel(ACCOUNT_FIELD);
  const password = passwordField(page);

  await logIn(page, member.emailOrPhoneNumber, 'wrong-password');
  await expect(password).toHaveAccessibleDescription(IDENTITY_ERROR_MESSAGES['wrong-password']);

  await logIn(page, uniqueEmail('nobody'), TEST_PASSWORD);
  await expect(password).toHaveAccessibleDescription(IDENTITY_ERROR_MESSAGES['wrong-password']);

  await logIn(page, '0120-000', TEST_PASSWORD);
  await expect(account).toHaveAccessibleDescription(IDENTITY_ERROR_MESSAGES['invalid-email']);

  await expect(page).toHaveURL('/member/login/');
});

/** The Auth emulator's REST API as its owner (administrator calls need no real credentials). */
async function emulatorAdmin(method: string, body: unknown): Promise<Record<string, unknown>> {
  const host = process.env.E2E_EMULATOR_HOST ?? '';
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/demo-jobsite/accounts:${method}`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test('any other identity refusal (a disabled account) shows the fallback message of spec §8', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  const found = (await emulatorAdmin('lookup', { email: [member.emailOrPhoneNumber] })) as {
    users: Array<{ localId: string }>;
  };
  const localId = found.users[0]?.localId;
  expect(localId).toBeTruthy();
  await emulatorAdmin('update', { localId, disableUser: true });

  await page.goto('/member/login/');
  await hydrated(page);
  await logIn(page, member.emailOrPhoneNumber, member.password);
  // Not about one field: above the form, and nothing signed in.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    IDENTITY_ERROR_FALLBACK_MESSAGE,
  );
  await expect(page.getByLabel(ACCOUNT_FIELD)).not.toHaveAccessibleDescription(/./);
  await expect(page).toHaveURL('/member/login/');
  expect((await page.context().cookies()).some((c) => c.name === 'authRecord')).toBe(false);
});

test('operation-not-allowed and requires-recent-login show next to their field (the BFF answer given)', async ({
  page,
  baseURL,
}) => {
  // The emulator never refuses these two (every provider is on; a fresh sign-in backs each
  // change), so the BFF's answer for them is given here; the BFF's own mapping has unit tests.
  const refuse = (code: string, status: number) => ({
    status,
    json: {
      error: { code: `auth/${code}`, message: IDENTITY_ERROR_MESSAGES[code as 'invalid-email'] },
    },
  });
  await page.route('**/auth/signup', (route) =>
    route.fulfill(refuse('operation-not-allowed', 400)),
  );
  await page.goto('/member/signup/');
  await hydrated(page);
  await fillSignupForm(page, { account: uniqueEmail('notallowed'), password: TEST_PASSWORD });
  await signupButton(page).click();
  await expect(page.getByLabel(ACCOUNT_FIELD)).toHaveAccessibleDescription(
    IDENTITY_ERROR_MESSAGES['operation-not-allowed'],
  );
  await expect(page.getByLabel('お名前')).toHaveValue('山田 太郎');
  await page.unroute('**/auth/signup');

  const member = await createMember(baseURL);
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  await page.route('**/auth/email', (route) => route.fulfill(refuse('requires-recent-login', 401)));
  await page.goto('/member/email/');
  await expect(page.getByTestId('current-identity')).toHaveText(member.emailOrPhoneNumber);
  const next = uniqueEmail('recent');
  await page.getByLabel('新しいメールアドレス').fill(next);
  await page.getByLabel('現在のパスワード').fill(member.password);
  await page.getByRole('button', { name: 'メールアドレスを変更する' }).click();
  await expect(page.getByLabel('現在のパスワード')).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['requires-recent-login']),
  );
  // Not a session expiry: the member stays, with what was typed.
  await expect(page).toHaveURL('/member/email/');
  await expect(page.getByLabel('新しいメールアドレス')).toHaveValue(next);
});

test('an ended session sends a member action to login with redirect_path and clears session keys', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  await page.goto('/member/email/');
  await expect(page.getByTestId('current-identity')).toHaveText(member.emailOrPhoneNumber);
  // The page's own background calls (header counts) are done first: were one to meet the
  // ended session, the site would rightly go to login by itself (spec §8).
  await page.waitForLoadState('networkidle');
  await setSessionKeys(page);
  await signOutOnAnotherDevice(baseURL, member);

  await page.getByLabel('新しいメールアドレス').fill(uniqueEmail('late'));
  await page.getByLabel('現在のパスワード').fill(member.password);
  await page.getByRole('button', { name: 'メールアドレスを変更する' }).click();
  await expect(page).toHaveURL('/member/login/?redirect_path=%2Fmember%2Femail%2F');
  await expectSessionEndedHere(page);

  // Logging in again comes back to the page.
  await hydrated(page);
  await logIn(page, member.emailOrPhoneNumber, member.password);
  await expect(page).toHaveURL('/member/email/');
});

test('an ended session met by a member page the server renders goes to login with redirect_path', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  await page.goto('/member/settings/');
  await expect(page.getByRole('form', { name: 'スカウトの受け取り' })).toBeVisible();
  // The page's own background calls (header counts) are done first: were one to meet the
  // ended session, the site would rightly go to login by itself (spec §8).
  await page.waitForLoadState('networkidle');
  await setSessionKeys(page);
  await signOutOnAnotherDevice(baseURL, member);

  // The page's data is read on the server with the session the BFF no longer keeps.
  await page.goto('/member/favorite/?page=2');
  await expect(page).toHaveURL('/member/login/?redirect_path=%2Fmember%2Ffavorite%2F%3Fpage%3D2');
  // There the first answer of the BFF clears the session's cookies; the browser forgets its
  // keys (spec §8) and stays on this login page, with no request left that could end the
  // session the next login makes.
  await expectSessionEndedHere(page);
  await expect(page).toHaveURL('/member/login/?redirect_path=%2Fmember%2Ffavorite%2F%3Fpage%3D2');

  await hydrated(page);
  await logIn(page, member.emailOrPhoneNumber, member.password);
  await expect(page).toHaveURL('/member/favorite/?page=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('気になる求人（0件）');
});

test('an ended session on a public page goes to plain /member/login/', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  // The session-scoped keys are there when the first page opens (once: not after the redirect).
  await setSessionKeys(page, { beforeFirstPage: true });
  await signOutOnAnotherDevice(baseURL, member);

  // The header loads the member's saved jobs; the BFF no longer knows the session.
  await page.goto('/driver');
  await expect(page).toHaveURL('/member/login/');
  await expectSessionEndedHere(page);
});

test('password reset: the link from the mail sets a new password (emulator codes)', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await page.goto('/member/resetPassword/');
  await hydrated(page);
  await page.getByLabel(ACCOUNT_FIELD).fill(member.emailOrPhoneNumber);
  await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'パスワード再設定のご案内を送信しました',
  );

  const host = process.env.E2E_EMULATOR_HOST ?? '';
  let oobCode = '';
  await expect
    .poll(async () => {
      const codes = await listOobCodes(host, 'demo-jobsite');
      oobCode =
        codes.findLast(
          (code) =>
            code.email === member.emailOrPhoneNumber && code.requestType === 'PASSWORD_RESET',
        )?.oobCode ?? '';
      return oobCode;
    })
    .not.toBe('');

  const resetUrl = `/member/resetPassword/?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`;
  await page.goto(resetUrl);
  await hydrated(page);
  const newPassword = page.getByLabel('新しいパスワード');
  await newPassword.fill('short');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(newPassword).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['weak-password']),
  );
  await newPassword.fill('a-new-secret');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'パスワードを再設定しました',
  );

  // The link works once.
  await page.goto(resetUrl);
  await hydrated(page);
  await page.getByLabel('新しいパスワード').fill('another-secret');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'このリンクは無効か、有効期限が切れています' }),
  ).toBeVisible();

  await page.goto('/member/login/');
  await hydrated(page);
  await logIn(page, member.emailOrPhoneNumber, member.password);
  await expect(passwordField(page)).toHaveAccessibleDescription(
    IDENTITY_ERROR_MESSAGES['wrong-password'],
  );
  await logIn(page, member.emailOrPhoneNumber, 'a-new-secret');
  await expect(page).toHaveURL(/\/member\/$/);
});

test('email change: errors next to the fields, then the new address signs in', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  const other = await createMember(baseURL);
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  await page.goto('/member/email/');
  await expect(page.getByTestId('current-identity')).toHaveText(member.emailOrPhoneNumber);
  const email = page.getByLabel('新しいメールアドレス');
  const password = page.getByLabel('現在のパスワード');
  const submit = page.getByRole('button', { name: 'メールアドレスを変更する' });

  const next = uniqueEmail('changed');
  await email.fill(next);
  await password.fill('wrong-password');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['wrong-password']),
  );

  await email.fill(other.emailOrPhoneNumber);
  await password.fill(member.password);
  await submit.click();
  await expect(email).toHaveAccessibleDescription(IDENTITY_ERROR_MESSAGES['email-already-in-use']);

  await email.fill(next.toUpperCase());
  await submit.click();
  const done = page.getByRole('main').getByRole('status');
  await expect(done).toContainText('メールアドレスを変更しました');
  await expect(done).toContainText(next);
  const { endUserViewer } = await graphql<{ endUserViewer: { email: string } }>(
    page.request,
    '{ endUserViewer { email } }',
  );
  expect(endUserViewer.email).toBe(next);

  // Sign out from the account links, then the new address signs in.
  await page
    .getByRole('navigation', { name: 'アカウント設定' })
    .getByRole('button', { name: 'ログアウト' })
    .click();
  await expect(page).toHaveURL('/');
  expect((await page.context().cookies()).some((c) => c.name === 'authRecord')).toBe(false);
  await page.goto('/member/login/');
  await hydrated(page);
  await logIn(page, next, member.password);
  await expect(page).toHaveURL(/\/member\/$/);
});

test('phone number change: errors next to the fields, then the new number is saved', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL, uniquePhoneNumber());
  const other = await createMember(baseURL, uniquePhoneNumber());
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  await page.goto('/member/phone/');
  await expect(page.getByTestId('current-identity')).toHaveText(member.emailOrPhoneNumber);
  const phone = page.getByLabel('新しい携帯電話番号');
  const password = page.getByLabel('現在のパスワード');
  const submit = page.getByRole('button', { name: '携帯電話番号を変更する' });

  await phone.fill('0120-000');
  await password.fill(member.password);
  await submit.click();
  await expect(phone).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['invalid-email']),
  );

  await phone.fill(other.emailOrPhoneNumber);
  await submit.click();
  await expect(phone).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['email-already-in-use']),
  );

  await phone.fill(uniquePhoneNumber());
  await password.fill('wrong-password');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(
    new RegExp(IDENTITY_ERROR_MESSAGES['wrong-password']),
  );
  await password.fill(member.password);

  const next = uniquePhoneNumber();
  await page
    .getByLabel('新しい携帯電話番号')
    .fill(`${next.slice(0, 3)}-${next.slice(3, 7)}-${next.slice(7)}`);
  await page.getByLabel('現在のパスワード').fill(member.password);
  await page.getByRole('button', { name: '携帯電話番号を変更する' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    '携帯電話番号を変更しました',
  );
  const { endUserViewer } = await graphql<{ endUserViewer: { phoneNumber: string } }>(
    page.request,
    '{ endUserViewer { phoneNumber } }',
  );
  expect(endUserViewer.phoneNumber).toBe(next);
});

test('the last session is recorded after a route change, at most once an hour', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL);
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  // Counts the tracker's look at `lastSessionSentAt` (it reads the key on each route change
  // while signed in, and writes it before it sends): proof that a route change was handled.
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    const w = window as unknown as { lastSessionReads: number };
    w.lastSessionReads = 0;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === 'lastSessionSentAt') w.lastSessionReads += 1;
      return getItem.call(this, key);
    };
  });
  const lastSessionReads = () =>
    page.evaluate(() => (window as unknown as { lastSessionReads: number }).lastSessionReads);
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && req.postData()?.includes('UpdateLastSessionAt')) {
      sent.push(req.url());
    }
  });
  await page.goto('/driver');
  await hydrated(page);
  await expect.poll(() => sent.length).toBe(1);
  const storedAt = Number(await page.evaluate(() => localStorage.getItem('lastSessionSentAt')));
  expect(Date.now() - storedAt).toBeLessThan(60_000);
  const { endUserViewer } = await graphql<{ endUserViewer: { lastSessionAt: string | null } }>(
    page.request,
    '{ endUserViewer { lastSessionAt } }',
  );
  expect(endUserViewer.lastSessionAt).not.toBeNull();

  // More route changes within the hour send nothing.
  await page.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/job\//);
  await page.goto('/');
  await hydrated(page);
  // The tracker has seen this route (a fresh document counts from zero) and kept the stored
  // time, which it would have replaced before sending.
  await expect.poll(lastSessionReads).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('lastSessionSentAt'))).toBe(
    String(storedAt),
  );
  expect(sent).toHaveLength(1);

  // An hour later (as the browser sees it), the next route change sends again.
  await page.evaluate(() =>
    localStorage.setItem('lastSessionSentAt', String(Date.now() - 60 * 60 * 1000 - 1)),
  );
  await page.goto('/driver');
  await hydrated(page);
  await expect.poll(() => sent.length).toBe(2);
});
