import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import { ops, TEST_PASSWORD, uniqueEmail, uniquePhoneNumber } from './member';
import { hiring, ownClientAddress, registerMember } from './registered-member';

/**
 * One job seeker's day, through the whole stack (Auth emulator,
 * BFF, api) on desktop and phone: saved jobs as a visitor → sign-up from the application →
 * the saved jobs carried over → apply → the room → a company message (operator CLI) → the
 * unread badge → read → a reply with an attachment → its download; a scout (operator CLI) →
 * a quick reply → a scout entry. And login from the application coming back to it.
 *
 * Each project takes jobs from a list page no other test file changes.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

const COMPANY_TEXT = '応募ありがとうございます。面接の日程をご相談させてください。';
const SCOUT_TEXT = 'ご経歴を拝見し、ぜひ当社でご活躍いただきたくご連絡しました。';

/** Job ids of one page of the driver list, made to take entries. */
async function hiringJobsOnList(page: Page, listPage: number, count: number) {
  await page.goto(`/driver?page=${listPage}`);
  const ids = await page
    .locator('article h3 a')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')?.split('/').pop() ?? '').filter(Boolean),
    );
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return Promise.all(ids.slice(0, count).map(hiring));
}

/** A header link: in the header on desktop, in the slide-in menu on phones (opened here). */
async function headerLink(page: Page, name: RegExp | string): Promise<Locator> {
  await hydrated(page);
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'メニュー' }).click();
    // The menu loads on its first opening: wait for it, so that a count of 0 or Escape
    // acts on the open menu.
    const menu = page.getByRole('dialog', { name: 'メニュー' });
    await expect(menu).toBeVisible();
    return menu.getByRole('link', { name });
  }
  return page.locator('header').getByRole('link', { name });
}

async function closeMenu(page: Page) {
  if (isMobile(page)) await page.keyboard.press('Escape');
}

/** The signed-in member's uid, from the readable auth record cookie. */
async function memberUid(context: BrowserContext): Promise<string> {
  const record = (await context.cookies()).find((cookie) => cookie.name === 'authRecord');
  const uid = (JSON.parse(decodeURIComponent(record?.value ?? '{}')) as { uid?: string }).uid;
  expect(uid).toBeTruthy();
  return uid ?? '';
}

test('sign up → saved jobs carried over → apply → company message → read → reply with a file → download; scout → quick reply → scout entry', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const mobile = isMobile(page);
  const [applyJob = '', savedJob = '', scoutJob = ''] = await hiringJobsOnList(
    page,
    mobile ? 9 : 8,
    3,
  );
  await context.addCookies([{ name: 'disableKeepListDialog', value: '1', url: baseURL }]);

  // A visitor saves two jobs from the list (the cookie list, spec §4).
  await page.goto(`/driver?page=${mobile ? 9 : 8}`);
  await hydrated(page);
  for (const jobId of [applyJob, savedJob]) {
    const card = page.locator('article').filter({
      has: page.locator(`h3 a[href$="/job/${jobId}"]`),
    });
    const save = card.getByRole('button', { name: /気になる/ });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  }
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'keepList')?.value ?? '')
    .toMatch(new RegExp(`^(${applyJob},${savedJob}|${savedJob},${applyJob})$`));

  // From the job page to the application, and on to sign-up with the application's query.
  await page.locator(`article h3 a[href$="/job/${applyJob}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/job/${applyJob}$`));
  await page.getByRole('link', { name: '応募画面へ進む' }).first().click();
  await expect(page).toHaveURL(`/entry?job_id=${applyJob}`);
  await page.getByRole('link', { name: '会員登録して応募する' }).click();
  await expect(page).toHaveURL(`/member/signup/?job_id=${applyJob}`);

  // One short form: an email on desktop, a mobile number on the phone.
  await hydrated(page);
  const account = mobile ? uniquePhoneNumber() : uniqueEmail('journey');
  await page.getByLabel('メールアドレスまたは携帯電話番号').fill(account);
  await page.getByLabel(/^パスワード/).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: 'ドライバー', exact: true }).check();
  await page.getByRole('checkbox', { name: '中型自動車免許', exact: true }).check();
  await page.getByLabel('お名前').fill('旅路 一郎');
  await page.getByLabel('生まれ年').selectOption('1988');
  await page.getByLabel('郵便番号').fill('1500001');
  await page.getByRole('button', { name: /無料で会員登録する/ }).click();

  // Back on the application, signed in; the saved jobs moved into the favourites. (Sign-up
  // makes the account, the member record and the move before it goes on: a loaded host
  // needs more than the default wait.)
  await expect(page).toHaveURL(`/entry?job_id=${applyJob}`, { timeout: 20_000 });
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'keepList')?.value ?? '')
    .toBe('');
  const favourites = await headerLink(page, /気になる/);
  await expect(favourites.getByTestId('count-badge')).toHaveText('2件');
  await closeMenu(page);

  await page.getByLabel('企業へのメッセージ').fill('はじめまして。ぜひ応募させてください。');
  await page.getByRole('button', { name: '応募する', exact: true }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?job_ids=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('応募が完了しました');

  // The room opened with the company; opening it reads the automatic reply.
  await page.getByRole('link', { name: 'メッセージを見る' }).click();
  await expect(page).toHaveURL('/member/message/');
  const rooms = page.getByRole('region', { name: 'メッセージ一覧' }).getByRole('listitem');
  await expect(rooms).toHaveCount(1);
  // The room marks the company's messages read as a whole (readCompanyMessage takes the room):
  // the company writes only after that, or its message would be read with them.
  const readReceipt = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('ReadCompanyMessage'),
  );
  await rooms.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/member\/message\/\d+$/);
  expect((await (await readReceipt).json()).errors).toBeUndefined();
  const roomId = Number(page.url().split('/').pop());
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByText('はじめまして。ぜひ応募させてください。')).toBeVisible();
  const before = await thread.getByTestId('message').count();

  // The company writes (operator CLI): the header badge shows it.
  await ops('message', { room: roomId, text: COMPANY_TEXT });
  await page.goto('/member/');
  const messages = await headerLink(page, /メッセージ/);
  await expect(messages.getByTestId('count-badge')).toContainText('1');
  await closeMenu(page);
  await expect(
    page.getByRole('main').getByRole('link', { name: /未読メッセージ\s*1件/ }),
  ).toBeVisible();

  // Read: the room shows it and the badge goes.
  await page.goto('/member/message/');
  await expect(rooms.first().getByTestId('room-unread')).toContainText('1');
  await expect(rooms.first()).toContainText(COMPANY_TEXT.slice(0, 12));
  await rooms.first().getByRole('link').click();
  await expect(thread.getByText(COMPANY_TEXT)).toBeVisible();
  await expect(thread.getByTestId('message')).toHaveCount(before + 1);
  const afterReading = await headerLink(page, /メッセージ/);
  await expect(afterReading.getByTestId('count-badge')).toHaveCount(0);
  await closeMenu(page);

  // Reply with a text and an attachment, then download the attachment: the same bytes.
  // A real PNG (1×1; the api checks content by its first bytes), then random bytes after it.
  const png = Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    randomBytes(32 * 1024),
  ]);
  await page.getByLabel('ファイルを添付').setInputFiles({
    name: '免許証.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('来週の火曜日でしたら伺えます。');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(thread.getByTestId('message')).toHaveCount(before + 3);
  const downloading = page.waitForEvent('download');
  await thread.getByRole('link', { name: /免許証\.png/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('免許証.png');
  expect((await readFile(await download.path())).equals(png)).toBe(true);
  // The room list reads nothing unread now.
  await page.goto('/member/message/');
  await expect(rooms.first()).toContainText('来週の火曜日でしたら伺えます。');
  await expect(page.getByTestId('room-unread')).toHaveCount(0);

  // A company scouts the member (operator CLI): my page lists it.
  const scout = await ops<{ scoutId: number; roomId: number }>('scout', {
    member: await memberUid(context),
    job: Number(scoutJob),
    message: SCOUT_TEXT,
  });
  await page.goto('/member/');
  const scouts = page.getByRole('list', { name: '届いているスカウト' }).getByRole('listitem');
  await expect(scouts).toHaveCount(1);
  await scouts.first().getByRole('link').click();
  await expect(page).toHaveURL(`/member/scout/${scout.scoutId}`);
  await expect(page.getByText(SCOUT_TEXT)).toBeVisible();

  // A quick reply goes to the scout's room.
  const quick = page.getByRole('region', { name: 'かんたん返信' });
  await quick.getByRole('button', { name: '話を聞いてみたい' }).click();
  await expect(quick.getByText('「話を聞いてみたい」を送信しました。')).toBeVisible();

  // Then the scout entry, with its thanks page.
  await page.getByRole('link', { name: '応募する' }).click();
  await expect(page).toHaveURL(`/member/scout/${scout.scoutId}/entry`);
  await page
    .getByLabel('企業へのメッセージ')
    .fill('スカウトありがとうございます。応募いたします。');
  await page.getByRole('button', { name: '応募する' }).click();
  await expect(page).toHaveURL(`/member/scout/${scout.scoutId}/thanks?type=entry`);
  await expect(page.getByRole('heading', { name: '応募が完了しました' })).toBeVisible();

  // The scout's room holds the scout, the quick reply and the entry message.
  await page.goto(`/member/message/${scout.roomId}`);
  await expect(thread.getByText(SCOUT_TEXT)).toBeVisible();
  await expect(thread.locator('[data-mine="true"]')).toHaveCount(2);
  await expect(thread.locator('[data-mine="true"]').first()).toContainText(
    'ぜひ詳しくお話を伺いたいです',
  );

  // My page (also at /member, spec §2): both entries, the scout one marked, no scout left.
  await page.goto('/member');
  const entries = page.getByRole('list', { name: '応募した求人' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'スカウトから応募' })).toHaveCount(1);
  await expect(page.getByRole('list', { name: '届いているスカウト' })).toHaveCount(0);
});

test("login from the job page's 'hear more' comes back to the application with its query and sends it", async ({
  page,
  browser,
}) => {
  const mobile = isMobile(page);
  const [jobId = ''] = await hiringJobsOnList(page, mobile ? 9 : 8, 4).then((ids) => ids.slice(3));
  // An account made elsewhere; this browser is a visitor.
  const elsewhere = await browser.newContext();
  await ownClientAddress(elsewhere);
  const member = await registerMember(await elsewhere.newPage(), 'journeylogin');
  await elsewhere.close();

  await page.goto(`/driver?page=${mobile ? 9 : 8}`);
  await page.locator(`article h3 a[href$="/job/${jobId}"]`).click();
  await page.getByRole('link', { name: '話を聞いてみる' }).first().click();
  await expect(page).toHaveURL(`/entry?job_id=${jobId}&type=inquiry`);
  await page.getByRole('link', { name: 'ログインして話を聞いてみる' }).click();
  await expect(page).toHaveURL(`/member/login/?job_id=${jobId}&type=inquiry`);
  await hydrated(page);
  await page.getByLabel('メールアドレスまたは携帯電話番号').fill(member.email);
  await page.getByLabel(/^パスワード/).fill(member.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();

  await expect(page).toHaveURL(`/entry?job_id=${jobId}&type=inquiry`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('話を聞いてみる');
  await page.getByRole('button', { name: '話を聞いてみたいと伝える' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?type=inquiry&job_ids=\d+$/);
});
