import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ops, signInMember, uniquePhoneNumber } from './member';
import {
  endSessionElsewhere,
  expectSessionEndedHere,
  hiring,
  ownClientAddress,
  publicDriverJobIds,
  registerMember,
  roomsOf,
  setSessionKeys,
} from './registered-member';

/**
 * Scouts: the operator CLI sends a scout as the company; the member reads it, sends
 * a quick reply in its room and applies through it; a visitor opens a scout link and asks
 * to hear more; the response history events go to the api; spec §3's local keys remember
 * the answers.
 */

const SCOUT_TEXT = 'トラック運転のご経験を拝見しました。ぜひ一度お話ししませんか。';

type Scout = { scoutId: number; urlId: string; roomId: number };

async function scoutJob(page: Page): Promise<string> {
  const ids = await publicDriverJobIds(page);
  return hiring(ids[12 + Math.floor(Math.random() * (ids.length - 12))] ?? '');
}

/** A member with a scout from the company of a public job (`hidden`: its name kept back). */
async function memberWithScout(
  page: Page,
  prefix: string,
  hide: { hidden?: boolean; 'hidden-images'?: boolean } = {},
) {
  await ownClientAddress(page.context());
  const jobId = await scoutJob(page);
  const member = await registerMember(page, prefix);
  const scout = await ops<Scout>('scout', {
    member: member.email,
    job: Number(jobId),
    message: SCOUT_TEXT,
    ...hide,
  });
  return { ...member, ...scout, jobId };
}

/**
 * The response history events the page sent (operation CreateScoutResponseHistory). The
 * requests are routed through the test so their answers are read before the page moves on
 * (a response body is gone once the page navigates away).
 */
async function watchScoutEvents(page: Page) {
  const events: Array<{ event: string; responseType?: string; ok: boolean }> = [];
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = (request.method() === 'POST' ? request.postDataJSON() : null) as {
      operationName?: string;
      variables?: { input?: { event: string; responseType?: string } };
    } | null;
    if (body?.operationName !== 'CreateScoutResponseHistory' || !body.variables?.input) {
      await route.fallback();
      return;
    }
    // A test that ends on a scout page closes it, or moves on, while that page's event may
    // still be in flight: then nothing is left to answer (the event is recorded when it was).
    const gone = (error: unknown) => page.isClosed() || /disposed|closed/i.test(String(error));
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let answer: { errors?: unknown[] };
    try {
      response = await route.fetch();
      answer = (await response.json()) as { errors?: unknown[] };
    } catch (error) {
      if (gone(error)) return;
      throw error;
    }
    events.push({ ...body.variables.input, ok: !answer.errors });
    await route.fulfill({ response }).catch((error: unknown) => {
      if (!gone(error)) throw error;
    });
  });
  return events;
}

test('member: scout list → detail → quick reply in the scout room', async ({ page }) => {
  const events = await watchScoutEvents(page);
  const { scoutId, roomId } = await memberWithScout(page, 'scout');

  await page.goto('/member/scout/');
  const card = page.getByRole('link', { name: new RegExp(SCOUT_TEXT.slice(0, 12)) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('からのスカウト');
  await expect(page.getByText(SCOUT_TEXT)).toBeVisible();
  await expect.poll(() => events.filter((e) => e.event === 'visited' && e.ok).length).toBe(1);

  // Quick reply: the canned text goes to the scout's room as the member's message.
  const quick = page.getByRole('region', { name: 'かんたん返信' });
  await quick.getByRole('button', { name: '面接日程を相談したい' }).click();
  await expect(quick.getByText('「面接日程を相談したい」を送信しました。')).toBeVisible();
  await page.getByRole('link', { name: 'この企業とのメッセージを開く' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/message/${roomId}$`));
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByText(SCOUT_TEXT)).toBeVisible();
  await expect(thread.locator('[data-mine="true"]')).toContainText(
    '面接の日程について相談させてください',
  );
});

test('member: scout entry from the scout page → thanks; a double click makes one entry', async ({
  page,
}) => {
  const events = await watchScoutEvents(page);
  const { scoutId, roomId, email } = await memberWithScout(page, 'scoutentry');
  await page.goto(`/member/scout/${scoutId}`);
  await page.getByRole('link', { name: '応募する' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/entry$`));
  await expect
    .poll(() => events.filter((e) => e.event === 'entry_attempted' && e.ok).length)
    .toBe(1);
  expect(events.find((e) => e.event === 'entry_attempted')?.responseType).toBe('entry');
  await page.getByLabel('企業へのメッセージ').fill('よろしくお願いいたします。');
  await page.getByRole('button', { name: '応募する' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/thanks\\?type=entry$`));
  await expect(page.getByRole('heading', { name: '応募が完了しました' })).toBeVisible();
  await expect(page.getByRole('list', { name: '応募から入社までの流れ' })).toBeVisible();

  const rooms = await roomsOf(email);
  const scoutRoom = rooms.find((room) => room.roomId === roomId);
  expect(scoutRoom?.entryId).toBeTruthy();
  expect(rooms.filter((room) => room.entryId !== null)).toHaveLength(1);
  const entered = await page.evaluate(() => localStorage.getItem('scoutResponseEnteredIds'));
  expect(JSON.parse(entered ?? '[]')).toContain(String(scoutId));

  // The scout now shows as answered, and the entry form says so too.
  await page.goto(`/member/scout/${scoutId}`);
  await expect(page.getByText('応募済みです')).toBeVisible();
  await expect(page.getByRole('link', { name: '応募する' })).toHaveCount(0);
  await page.goto(`/member/scout/${scoutId}/entry`);
  await expect(page.getByText('このスカウトには応募済みです')).toBeVisible();
});

test('member: a session that ended keeps the typed answer, offers login in another tab, then sends once', async ({
  page,
  baseURL,
}) => {
  const { scoutId, roomId, emailOrPhoneNumber, password } = await memberWithScout(
    page,
    'scoutexpired',
  );
  const text = '勤務時間について詳しく伺いたいです。';
  await page.goto(`/member/scout/${scoutId}/inquiry`);
  await page.getByRole('radio', { name: '電話' }).check();
  await page.getByLabel('企業へのメッセージ').fill(text);
  // The page's own calls (the scout, the attempt event, header counts) are done first.
  await page.waitForLoadState('networkidle');
  await endSessionElsewhere(page, baseURL);
  await setSessionKeys(page);

  const send = page.getByRole('button', { name: '話を聞いてみる' });
  await send.click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(ERROR_MESSAGES.SESSION_EXPIRED);
  const login = alert.getByRole('link', { name: '別のタブでログインする' });
  await expect(login).toHaveAttribute(
    'href',
    `/member/login/?redirect_path=%2Fmember%2Fscout%2F${scoutId}%2Finquiry`,
  );
  await expect(login).toHaveAttribute('target', '_blank');
  await expectSessionEndedHere(page);
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/inquiry$`));
  await expect(page.getByLabel('企業へのメッセージ')).toHaveValue(text);
  await expect(page.getByRole('radio', { name: '電話' })).toBeChecked();

  // Signed in again (as in another tab), the same form sends what was typed, once.
  await signInMember(page, emailOrPhoneNumber, password);
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/thanks\\?type=inquiry$`));
  await page.goto(`/member/message/${roomId}`);
  await expect(page.getByTestId('message-thread').getByText(text)).toHaveCount(1);
});

test('member: a scout that hides its company shows its name and images only once answered', async ({
  page,
}) => {
  const { scoutId } = await memberWithScout(page, 'scouthidden', {
    hidden: true,
    'hidden-images': true,
  });
  await page.goto(`/member/scout/${scoutId}`);
  const article = page.getByRole('main').locator('article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('企業名非公開からのスカウト');
  await expect(article.getByText(SCOUT_TEXT)).toBeVisible();
  await expect(article.getByRole('heading', { name: 'このスカウトの求人' })).toBeVisible();
  await expect(article.getByRole('img')).toHaveCount(0);
  await expect(article.getByRole('heading', { name: '企業情報' })).toHaveCount(0);

  await article.getByRole('link', { name: '話を聞いてみる' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/inquiry$`));
  await expect(page.getByText('企業名非公開からのスカウト')).toBeVisible();
  await page.getByRole('button', { name: '話を聞いてみる' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/thanks\\?type=inquiry$`));

  // Answered: the scout shows the company, its name and its images (the flags stay set).
  await page.goto(`/member/scout/${scoutId}`);
  await expect(article.getByRole('heading', { name: '企業情報' })).toBeVisible();
  const name =
    (await article.getByRole('region', { name: '企業情報' }).getByRole('link').textContent()) ?? '';
  expect(name.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}からのスカウト`);
  await expect(article.getByRole('img', { name: `${name}の` })).toBeVisible();
});

test('visitor: a scout link opens without an account; inquiry with contact details → thanks', async ({
  page,
  browser,
}) => {
  const { urlId, scoutId } = await memberWithScout(page, 'scoutlink');
  // Someone without the member's session opens the link (e.g. forwarded from the email).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const events = await watchScoutEvents(visitor);
  try {
    await visitor.goto(`/scout/${urlId}`);
    await expect(visitor.getByText(SCOUT_TEXT)).toBeVisible();
    await expect.poll(() => events.filter((e) => e.event === 'visited' && e.ok).length).toBe(1);

    await visitor.getByRole('link', { name: '話を聞いてみる' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/inquiry$`));
    await expect
      .poll(() => events.filter((e) => e.event === 'inquiry_attempted' && e.ok).length)
      .toBe(1);

    // Missing and wrong details: Japanese messages next to the fields, nothing sent.
    await visitor.getByLabel('郵便番号').fill('12');
    await visitor.getByRole('button', { name: '話を聞いてみる' }).click();
    await expect(visitor.getByText(/入力内容に誤りがあります（\d件）/)).toBeVisible();
    await expect(visitor.getByText('入力してください', { exact: true }).first()).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/inquiry$`));

    await visitor.getByLabel('お名前').fill('見学 花子');
    await visitor.getByLabel('生まれ年').selectOption({ index: 30 });
    await visitor.getByLabel('郵便番号').fill('1500001');
    await visitor.getByLabel('電話番号').fill('090-1234-5678');
    await visitor.getByRole('radio', { name: 'メール' }).check();
    await visitor.getByRole('button', { name: '話を聞いてみる' }).click();
    // Email chosen as the contact method: the address is needed.
    await expect(visitor.getByText('入力してください', { exact: true })).toHaveCount(1);
    await visitor.getByLabel('メールアドレス').fill('hanako@example.com');
    await visitor.getByLabel('企業へのメッセージ').fill('詳しいお話を聞きたいです。');
    await visitor.getByRole('button', { name: '話を聞いてみる' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/thanks\\?type=inquiry$`));
    await expect(
      visitor.getByRole('heading', { name: 'お問い合わせを送信しました' }),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: '無料で会員登録する' })).toBeVisible();

    const inquired = await visitor.evaluate(() => localStorage.getItem('scoutResponseInquiredIds'));
    expect(JSON.parse(inquired ?? '[]')).toContain(String(scoutId));
    await visitor.goto(`/scout/${urlId}`);
    await expect(visitor.getByText('問い合わせ済みです')).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('visitor: scout entry through the link → thanks; the link then shows it as done', async ({
  page,
  browser,
}) => {
  const { urlId, scoutId } = await memberWithScout(page, 'scoutvisit');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const events = await watchScoutEvents(visitor);
  try {
    await visitor.goto(`/scout/${urlId}`);
    await visitor.getByRole('link', { name: '応募する' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/entry$`));
    await expect
      .poll(() => events.filter((e) => e.event === 'entry_attempted' && e.ok).length)
      .toBe(1);
    await visitor.getByLabel('お名前').fill('見学 花子');
    await visitor.getByLabel('生まれ年').selectOption({ index: 30 });
    await visitor.getByLabel('郵便番号').fill('150-0001');
    // Its own number: the visitor's entries are one per person (by phone) and job, and the
    // desktop and phone runs answer scouts of the same seeded jobs at the same time.
    await visitor.getByLabel('電話番号').fill(uniquePhoneNumber());
    await visitor.getByRole('button', { name: '応募する' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/thanks\\?type=entry$`));
    await expect(visitor.getByRole('heading', { name: '応募が完了しました' })).toBeVisible();
    const entered = await visitor.evaluate(() => localStorage.getItem('scoutResponseEnteredIds'));
    expect(JSON.parse(entered ?? '[]')).toContain(String(scoutId));

    await visitor.goto(`/scout/${urlId}/entry`);
    await expect(visitor.getByText('このスカウトには応募済みです')).toBeVisible();
    await expect(visitor.getByRole('button', { name: '応募する' })).toHaveCount(0);
    await visitor.goto(`/scout/${urlId}`);
    await expect(visitor.getByText('応募済みです', { exact: true })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('visitor: an inquiry whose answer was lost is sent again and saved once', async ({
  page,
  browser,
}) => {
  const { urlId, scoutId } = await memberWithScout(page, 'scoutretry');
  const phoneNumber = uniquePhoneNumber();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The first request reaches the api but its answer is lost; the second is sent twice (a
  // proxy's retry) and the browser gets the second answer.
  let sends = 0;
  await visitor.route('**/graphql', async (route) => {
    const request = route.request();
    const body = (request.method() === 'POST' ? request.postDataJSON() : null) as {
      operationName?: string;
    } | null;
    if (body?.operationName !== 'CreateVisitorScoutInquiry') {
      await route.fallback();
      return;
    }
    sends += 1;
    if (sends === 1) {
      await route.fetch();
      await route.abort('failed');
      return;
    }
    await route.fetch();
    await route.fulfill({ response: await route.fetch() });
  });
  try {
    await visitor.goto(`/scout/${urlId}/inquiry`);
    await visitor.getByLabel('お名前').fill('再送 次郎');
    await visitor.getByLabel('生まれ年').selectOption({ index: 25 });
    await visitor.getByLabel('郵便番号').fill('1500001');
    await visitor.getByLabel('電話番号').fill(phoneNumber);
    await visitor.getByLabel('企業へのメッセージ').fill('勤務地について伺いたいです。');
    await visitor.getByRole('button', { name: '話を聞いてみる' }).click();
    // In the page's main content: Next.js' route announcer is an (empty) alert of its own.
    await expect(visitor.getByRole('main').getByRole('alert')).toHaveText(
      ERROR_MESSAGES.UPSTREAM_UNAVAILABLE,
    );
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/inquiry$`));

    await visitor.getByRole('button', { name: '話を聞いてみる' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/thanks\\?type=inquiry$`));
    expect(sends).toBe(2);

    const { visitors } = await ops<{
      visitors: { entries: unknown[]; scoutInquiries: { scoutId: number }[] }[];
    }>('visitors', { phone: phoneNumber });
    expect(visitors).toHaveLength(1);
    expect(visitors[0]?.scoutInquiries).toEqual([{ id: expect.any(Number), scoutId }]);
    expect(visitors[0]?.entries).toEqual([]);
  } finally {
    await visitorContext.close();
  }
});

test('the member opening their own scout link lands on their scout page and asks to hear more', async ({
  page,
}) => {
  const { urlId, scoutId, roomId } = await memberWithScout(page, 'scoutown');
  await page.goto(`/scout/${urlId}`);
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}$`));
  await expect(page.getByText(SCOUT_TEXT)).toBeVisible();

  await page.getByRole('link', { name: '話を聞いてみる' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/inquiry$`));
  await page.getByRole('radio', { name: '電話' }).check();
  await page.getByLabel('企業へのメッセージ').fill('まずは仕事内容を詳しく伺いたいです。');
  await page.getByRole('button', { name: '話を聞いてみる' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/scout/${scoutId}/thanks\\?type=inquiry$`));
  await expect(page.getByRole('heading', { name: 'お問い合わせを送信しました' })).toBeVisible();

  // The message went to the scout's room; the scout shows as asked.
  await page.goto(`/member/message/${roomId}`);
  await expect(
    page.getByTestId('message-thread').getByText('まずは仕事内容を詳しく伺いたいです。'),
  ).toBeVisible();
  await page.goto(`/member/scout/${scoutId}`);
  await expect(page.getByText('問い合わせ済みです')).toBeVisible();
});

test('an unknown scout link says so in Japanese', async ({ page }) => {
  await page.goto('/scout/no-such-scout-link');
  await expect(page.getByRole('heading', { name: 'スカウトが見つかりません' })).toBeVisible();
  await page.goto('/scout/no-such-scout-link/entry');
  await expect(page.getByRole('heading', { name: 'スカウトが見つかりません' })).toBeVisible();
});
