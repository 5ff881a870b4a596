import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { ops, TEST_PASSWORD, uniqueEmail, uniquePhoneNumber } from './member';
import {
  endSessionElsewhere,
  expectSessionEndedHere,
  hiring,
  ownClientAddress,
  projectDriverJob,
  publicDriverJobIds,
  registerMember,
  roomsOf,
  setSessionKeys,
  siteGraphQL,
} from './registered-member';

/**
 * /entry: members apply (createEntry), visitors apply with their contact details
 * (createVisitorJobEntry), 'hear more' inquiries, refusals of jobs that do not hire, and a
 * double click or a retried request that must not make two entries.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

const jobFor = projectDriverJob;

const CREATE_ENTRY = `mutation ($input: CreateEntryInput!) {
  createEntry(input: $input) { entry { id currentStatus } }
}`;

const entryRooms = async (email: string) =>
  (await roomsOf(email)).filter((room) => room.entryId !== null);

test('a member applies: thanks page, my page lists the entry with its status, the room exists', async ({
  page,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 0));
  const member = await registerMember(page);

  await page.goto(`/entry?job_id=${jobId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('応募する');
  await expect(
    page.getByRole('list', { name: '応募から入社までの流れ' }).getByRole('listitem'),
  ).toHaveCount(3);
  const jobTitle =
    (await page.getByRole('list', { name: '応募する求人' }).getByRole('link').textContent()) ?? '';
  expect(jobTitle.length).toBeGreaterThan(0);

  await page.getByLabel('企業へのメッセージ').fill('はじめまして。よろしくお願いいたします。');
  await page.getByRole('button', { name: '応募する', exact: true }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('応募が完了しました');
  await expect(page.getByRole('link', { name: 'メッセージを見る' })).toBeVisible();

  await page.goto('/member/');
  const entries = page.getByRole('list', { name: '応募した求人' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(jobTitle);
  await expect(entries.first()).toContainText('応募済み');
  await expect(
    entries.first().getByRole('link', { name: '企業とのメッセージを見る' }),
  ).toBeVisible();

  const rooms = await entryRooms(member.email);
  expect(rooms).toHaveLength(1);
  await expect(
    entries.first().getByRole('link', { name: '企業とのメッセージを見る' }),
  ).toHaveAttribute('href', `/member/message/${rooms[0]?.roomId}`);
});

test('a double click makes one entry; applying again is refused with ALREADY_APPLIED', async ({
  page,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 1));
  const otherJobId = await hiring(await jobFor(page, testInfo, 2));
  const member = await registerMember(page);

  await page.goto(`/entry?job_id=${jobId}`);
  await page.getByRole('button', { name: '応募する', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
  expect(await entryRooms(member.email)).toHaveLength(1);

  // Coming back to the form says so instead of offering a second application.
  await page.goto(`/entry?job_id=${jobId}`);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    ERROR_MESSAGES.ALREADY_APPLIED,
  );
  await expect(page.getByRole('button', { name: '応募する', exact: true })).toHaveCount(0);

  // The api itself keeps one entry per job, even for two requests at the same moment.
  const answers = await Promise.all(
    [1, 2].map(() => siteGraphQL(page, CREATE_ENTRY, { input: { jobId: otherJobId } })),
  );
  const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'ok').sort();
  expect(codes).toEqual(['ALREADY_APPLIED', 'ok']);
  expect(await entryRooms(member.email)).toHaveLength(2);
});

test('a session that ended: the form keeps the message, login opens in another tab, applying again works once', async ({
  page,
  baseURL,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 9));
  const member = await registerMember(page, 'entryexpired');
  await page.goto(`/entry?job_id=${jobId}`);
  const message = page.getByLabel('企業へのメッセージ');
  await message.fill('消えない応募メッセージです。');
  // The page's own background calls (header counts, last session) are done: were one to meet
  // the ended session, the site would rightly go to login by itself (spec §8).
  await page.waitForLoadState('networkidle');
  await endSessionElsewhere(page, baseURL);
  await setSessionKeys(page);

  const apply = page.getByRole('button', { name: '応募する', exact: true });
  await apply.click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(ERROR_MESSAGES.SESSION_EXPIRED);
  await expect(alert).toContainText('入力内容はこのページに残ります');
  const login = alert.getByRole('link', { name: '別のタブでログインする' });
  await expect(login).toHaveAttribute('href', `/member/login/?job_id=${jobId}`);
  await expect(login).toHaveAttribute('target', '_blank');
  // Spec §8: the session ends in this browser too (cookies, keys); the page and the text stay.
  await expectSessionEndedHere(page);
  await expect(message).toHaveValue('消えない応募メッセージです。');
  await expect(page).toHaveURL(new RegExp(`/entry\\?job_id=${jobId}$`));
  expect(await entryRooms(member.email)).toHaveLength(0);

  // Login in the other tab (the login form, which leads on to the application there).
  const [loginTab] = await Promise.all([page.waitForEvent('popup'), login.click()]);
  await hydrated(loginTab);
  await loginTab.getByLabel('メールアドレスまたは携帯電話番号').fill(member.emailOrPhoneNumber);
  await loginTab.getByLabel(/^パスワード/).fill(member.password);
  await loginTab.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(loginTab).toHaveURL(new RegExp(`/entry\\?job_id=${jobId}$`));
  await loginTab.close();

  // Back in the first tab, the same form applies with what was typed, once.
  await expect(message).toHaveValue('消えない応募メッセージです。');
  await apply.click();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
  const rooms = await entryRooms(member.email);
  expect(rooms).toHaveLength(1);
  await page.goto(`/member/message/${rooms[0]?.roomId}`);
  await expect(
    page.getByTestId('message-thread').getByText('消えない応募メッセージです。'),
  ).toBeVisible();
});

test('a visitor applies with contact details; a wrong number keeps what was typed', async ({
  page,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 3));
  await page.goto(`/entry?job_id=${jobId}`);

  // Sign-up and login keep the application's query (spec §2).
  await expect(page.getByRole('link', { name: '会員登録して応募する' })).toHaveAttribute(
    'href',
    `/member/signup/?job_id=${jobId}`,
  );
  await expect(page.getByRole('link', { name: 'ログインして応募する' })).toHaveAttribute(
    'href',
    `/member/login/?job_id=${jobId}`,
  );

  const form = page.getByRole('form', { name: '会員登録せずに応募する' });
  await form.getByLabel('お名前').fill('訪問 花子');
  await form.getByLabel('ふりがな').fill('ホウモン ハナコ');
  await form.getByLabel('生まれ年').selectOption('1995');
  await form.getByLabel('郵便番号').fill('1500001');
  await form.getByLabel('電話番号').fill('12345');
  await form.getByLabel('企業へのメッセージ').fill('週末に連絡がつきやすいです。');
  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();

  await expect(form.getByRole('alert')).toContainText('入力内容に誤りがあります');
  await expect(form.getByText('正しい電話番号を入力してください')).toBeVisible();
  await expect(form.getByLabel('お名前')).toHaveValue('訪問 花子');
  await expect(form.getByLabel('企業へのメッセージ')).toHaveValue('週末に連絡がつきやすいです。');
  await expect(page).toHaveURL(new RegExp(`/entry\\?job_id=${jobId}$`));

  await form.getByLabel('電話番号').fill('090-1234-5678');
  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'ご入力いただいた電話番号またはメールアドレス',
  );
  await expect(page.getByRole('link', { name: /会員登録（無料）/ }).first()).toBeVisible();

  // Similar open jobs to apply to next (same occupation, near the job), never the one just
  // applied to, each opening its job page; and the way back to search.
  const similar = page.getByRole('region', { name: '近くで募集中の似た求人' });
  const similarLinks = similar.getByRole('listitem').getByRole('link');
  await expect(similarLinks.first()).toBeVisible();
  const hrefs = await similarLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThanOrEqual(4);
  for (const href of hrefs) expect(href).toMatch(/^\/driver\/job\/\d+$/);
  expect(hrefs).not.toContain(`/driver/job/${jobId}`);
  await expect(page.getByRole('link', { name: '求人検索に戻る' })).toHaveAttribute(
    'href',
    /^\/driver\/[a-z]+\/$/,
  );
  // Phone first: the first similar job is reachable without sideways scrolling.
  const box = await similarLinks.first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await similarLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));

  // Applying again, the form starts with the name of the last application (spec §3 userName).
  await page.goto(`/entry?job_id=${hrefs[0]?.split('/').pop()}`);
  await expect(
    page.getByRole('form', { name: '会員登録せずに応募する' }).getByLabel('お名前'),
  ).toHaveValue('訪問 花子');
});

test('the sign-up detour starts with what the visitor typed, and the application goes on with it', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const jobId = await hiring(await jobFor(page, testInfo, 10));
  await page.goto(`/entry?job_id=${jobId}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '会員登録せずに応募する' });
  // On the phone no email: the sign-up takes the mobile number as the account instead.
  const email = mobile ? '' : uniqueEmail('detour');
  const phone = uniquePhoneNumber();
  await form.getByLabel('お名前').fill('寄道 次郎');
  await form.getByLabel('ふりがな').fill('ヨリミチ ジロウ');
  await form.getByLabel('生まれ年').selectOption('1991');
  await form.getByLabel('郵便番号').fill('1500001');
  await expect(form.getByLabel('都道府県')).toHaveValue('13');
  await form.getByLabel('電話番号').fill(phone);
  if (email) await form.getByLabel('メールアドレス').fill(email);
  await form.getByLabel('企業へのメッセージ').fill('登録してから応募します。');
  await form.getByText('保有資格・免許（任意）').click();
  await form.getByRole('checkbox', { name: '中型自動車免許', exact: true }).check();

  await page.getByRole('link', { name: '会員登録して応募する' }).click();
  await expect(page).toHaveURL(`/member/signup/?job_id=${jobId}`);
  await hydrated(page);
  await expect(page.getByLabel('メールアドレスまたは携帯電話番号')).toHaveValue(email || phone);
  await expect(page.getByLabel('お名前')).toHaveValue('寄道 次郎');
  await expect(page.getByLabel('生まれ年')).toHaveValue('1991');
  // The postal code as the application's field wrote it.
  await expect(page.getByLabel('郵便番号')).toHaveValue(/^150-?0001$/);
  await expect(page.getByRole('checkbox', { name: '中型自動車免許', exact: true })).toBeChecked();

  await page.getByLabel(/^パスワード/).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: 'ドライバー', exact: true }).check();
  await page.getByRole('button', { name: /無料で会員登録する/ }).click();
  // Sign-up makes the account and the member record before it goes on: a loaded host needs
  // more than the default wait.
  await expect(page).toHaveURL(`/entry?job_id=${jobId}`, { timeout: 20_000 });
  const message = page.getByRole('form', { name: '応募する' }).getByLabel('企業へのメッセージ');
  await expect(message).toHaveValue('登録してから応募します。');
  await page.getByRole('button', { name: '応募する', exact: true }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
});

/** Applies as a visitor from the form on the page's /entry, and waits for the thanks page. */
async function applyAsVisitor(page: Page, jobId: string, phoneNumber: string) {
  await page.goto(`/entry?job_id=${jobId}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '会員登録せずに応募する' });
  await form.getByLabel('お名前').fill('再訪 三郎');
  await form.getByLabel('ふりがな').fill('サイホウ サブロウ');
  await form.getByLabel('生まれ年').selectOption('1989');
  await form.getByLabel('郵便番号').fill('1500001');
  await expect(form.getByLabel('都道府県')).toHaveValue('13');
  await form.getByLabel('電話番号').fill(phoneNumber);
  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?/);
}

const similarJobHrefs = (page: Page) =>
  page
    .getByRole('region', { name: '近くで募集中の似た求人' })
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

test('similar jobs on the thanks page leave out jobs the visitor applied to before', async ({
  page,
}, testInfo) => {
  const first = await hiring(await jobFor(page, testInfo, 11));
  const phoneNumber = uniquePhoneNumber();
  await applyAsVisitor(page, first, phoneNumber);
  await expect(page).toHaveURL(new RegExp(`/entry/thanks\\?job_ids=${first}$`));
  const offered = await similarJobHrefs(page);
  const second = offered[0]?.split('/').pop() ?? '';
  expect(second).toMatch(/^\d+$/);

  // The page leaves out what `exclude` names.
  await page.goto(`/entry/thanks?job_ids=${first}&exclude=${second}`);
  expect(await similarJobHrefs(page)).not.toContain(offered[0]);

  // Applying again from this browser: the first job is named and never offered.
  await applyAsVisitor(page, second, phoneNumber);
  await expect(page).toHaveURL(new RegExp(`/entry/thanks\\?job_ids=${second}&exclude=${first}$`));
  const next = await similarJobHrefs(page);
  expect(next.some((href) => href.endsWith(`/job/${first}`))).toBe(false);
  expect(next.some((href) => href.endsWith(`/job/${second}`))).toBe(false);
});

test('a visitor types a postal code: 都道府県 and 市区町村 fill in, stay editable; an unknown code says so', async ({
  page,
}) => {
  // The lookup answers from the server: nothing of the postal data is loaded by the page.
  const lookups: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && url.searchParams.get('operationName') === 'PostalAddress') {
      lookups.push(url.searchParams.get('variables') ?? '');
    }
    if (request.postData()?.includes('PostalAddress')) lookups.push(request.postData() ?? '');
  });
  const jobId = await hiring((await publicDriverJobIds(page))[0] ?? '');
  await page.goto(`/entry?job_id=${jobId}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '会員登録せずに応募する' });
  const notice = form.getByTestId('postal-notice');

  // Full-width digits and a hyphen, as a phone keyboard types them.
  await form.getByLabel('郵便番号').fill('５９９－０３０１');
  await expect(form.getByLabel('都道府県')).toHaveValue('27');
  await expect(form.getByLabel('市区町村・番地')).toHaveValue('泉南郡岬町淡輪');
  await expect(notice).toHaveText('郵便番号の住所：大阪府泉南郡岬町淡輪');
  expect(lookups).toHaveLength(1);

  // The filled fields stay the seeker's to edit.
  await form.getByLabel('市区町村・番地').fill('泉南郡岬町淡輪2927');
  await form.getByLabel('都道府県').selectOption({ label: '和歌山県' });
  await expect(form.getByLabel('市区町村・番地')).toHaveValue('泉南郡岬町淡輪2927');
  await expect(form.getByLabel('都道府県')).toHaveValue('30');

  // A code that does not exist: a message, the fields as they were, no error page.
  await form.getByLabel('郵便番号').fill('0000000');
  await expect(notice).toHaveText(/この郵便番号の住所が見つかりませんでした/);
  await expect(form.getByLabel('都道府県')).toHaveValue('30');
  await expect(form.getByLabel('市区町村・番地')).toHaveValue('泉南郡岬町淡輪2927');

  await form.getByLabel('郵便番号').fill('150-0001');
  await expect(form.getByLabel('都道府県')).toHaveValue('13');
  await expect(form.getByLabel('市区町村・番地')).toHaveValue('渋谷区神宮前');
});

type VisitorRecord = {
  entries: { id: number; jobId: number; scoutId: number | null }[];
  scoutInquiries: { id: number; scoutId: number }[];
};

test('a visitor whose answer was lost sends again: one application, not two', async ({
  page,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 8));
  const phoneNumber = uniquePhoneNumber();
  await page.goto(`/entry?job_id=${jobId}`);

  // The application (a server action: POST to the page) reaches the server, but its first
  // answer is lost on the way back; the next one is sent twice (a proxy's retry) and the
  // browser gets the second answer.
  let posts = 0;
  await page.route(
    (url) => url.pathname === '/entry',
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !request.headers()['next-action']) {
        await route.fallback();
        return;
      }
      posts += 1;
      if (posts === 1) {
        await route.fetch();
        await route.abort('failed');
        return;
      }
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    },
  );

  const form = page.getByRole('form', { name: '会員登録せずに応募する' });
  await form.getByLabel('お名前').fill('再送 花子');
  await form.getByLabel('ふりがな').fill('さいそう はなこ');
  await form.getByLabel('生まれ年').selectOption('1992');
  await form.getByLabel('郵便番号').fill('1500001');
  await form.getByLabel('電話番号').fill(phoneNumber);
  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();
  await expect(form.getByRole('alert')).toContainText('送信できませんでした');
  await expect(page).toHaveURL(new RegExp(`/entry\\?job_id=${jobId}$`));

  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
  expect(posts).toBe(2);

  // Three requests reached the api with one key: the companies' side sees one application.
  const { visitors } = await ops<{ visitors: VisitorRecord[] }>('visitors', {
    phone: phoneNumber,
  });
  expect(visitors).toHaveLength(1);
  expect(visitors[0]?.entries).toEqual([
    { id: expect.any(Number), jobId: Number(jobId), scoutId: null },
  ]);
});

test('a job that does not hire is refused with the message, also when it closes mid-way', async ({
  page,
}, testInfo) => {
  const closedId = await jobFor(page, testInfo, 4);
  const closingId = await hiring(await jobFor(page, testInfo, 5));
  await ops('close', { job: Number(closedId) });
  await registerMember(page);

  await page.goto(`/entry?job_id=${closedId}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ERROR_MESSAGES.JOB_NOT_HIRING);
  await expect(page.getByRole('button', { name: '応募する', exact: true })).toHaveCount(0);

  // The form was open when the company stopped hiring: the api's JOB_NOT_HIRING shows.
  await page.goto(`/entry?job_id=${closingId}`);
  await page.getByLabel('企業へのメッセージ').fill('まだ募集していますか？');
  await ops('close', { job: Number(closingId) });
  await page.getByRole('button', { name: '応募する', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ERROR_MESSAGES.JOB_NOT_HIRING);
  await expect(page.getByLabel('企業へのメッセージ')).toHaveValue('まだ募集していますか？');
  await expect(page).toHaveURL(new RegExp(`/entry\\?job_id=${closingId}$`));

  // An unpublished job says so.
  await ops('unpublish', { job: Number(closingId) });
  await page.goto(`/entry?job_id=${closingId}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    ERROR_MESSAGES.JOB_NOT_PUBLISHED,
  );
});

test("'hear more' sends an inquiry with its own words and thanks page", async ({
  page,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 6));
  const member = await registerMember(page);
  await page.goto(`/entry?job_id=${jobId}&type=inquiry`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('話を聞いてみる');
  await expect(page.getByLabel('企業へのメッセージ')).toHaveValue(/話を聞いてみたい/);
  await page.getByRole('button', { name: '話を聞いてみたいと伝える' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?type=inquiry&job_ids=\d+$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    '「話を聞いてみたい」を企業に伝えました',
  );
  expect(await entryRooms(member.email)).toHaveLength(1);
});

test('the footer of /entry hides the recruiter and landing-page groups (spec §2)', async ({
  page,
}, testInfo) => {
  const jobId = await jobFor(page, testInfo, 7);
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: '採用担当者様へ' })).toBeVisible();
  await page.goto(`/entry?job_id=${jobId}`);
  await expect(footer.getByRole('heading', { name: 'お役立ち情報' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: '採用担当者様へ' })).toHaveCount(0);
  await expect(footer.getByRole('heading', { name: '職種別の会員登録' })).toHaveCount(0);
});
