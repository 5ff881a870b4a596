import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import type { Page, TestInfo } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layout-shift';
import { ops, uniquePhoneNumber } from './member';
import { hiring, ownClientAddress, registerMember, siteGraphQL } from './registered-member';

/**
 * The job page, result cards and applying, phone first: one 募集要項 with the full address and
 * a map link, the sticky entry bar, cards that are one link, 応募済み after applying, the
 * visitor's draft kept across Back and the sign-up detour, one visitor entry per job, line
 * breaks counted once, closed jobs out of 近くの求人, and the joining confirmation.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** Jobs of a list page no other test file takes (desktop and phone take their own). */
async function ownJobIds(page: Page, testInfo: TestInfo): Promise<string[]> {
  await page.goto(`/driver?page=${testInfo.project.name === 'mobile' ? 10 : 3}`);
  const ids = await page
    .locator('article h3 a')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')?.split('/').pop() ?? '').filter(Boolean),
    );
  expect(ids.length).toBeGreaterThanOrEqual(8);
  return ids;
}

async function jobPath(page: Page, jobId: string) {
  const answer = await siteGraphQL<{ job: { occupation: { occupationNameEn: string } } }>(
    page,
    'query ($id: ID!) { job(id: $id) { occupation { occupationNameEn } } }',
    { id: jobId },
  );
  return `/${answer.data?.job.occupation.occupationNameEn}/job/${jobId}`;
}

test('one 募集要項 in reading order, the full address with a map link, pay and place in the first screen', async ({
  page,
}, testInfo) => {
  const [jobId = ''] = await ownJobIds(page, testInfo);
  await page.goto(await jobPath(page, jobId));
  const summary = page.getByRole('region', { name: '募集要項' });
  const labels = await summary.locator('dt').allTextContents();
  expect(labels.slice(0, 3)).toEqual(['仕事内容', '給与', '勤務地・アクセス']);
  expect(new Set(labels).size).toBe(labels.length);
  const text = (await summary.textContent()) ?? '';
  expect(text).not.toMatch(/（[^（）]*（[^（）]*（/);

  const place = summary.locator('dd').nth(2);
  await expect(place).toContainText(/〒\d{3}-\d{4} \S+[都道府県]\S+/);
  const map = place.getByRole('link', { name: /地図アプリで開く/ });
  expect(new URL((await map.getAttribute('href')) ?? '').protocol).toBe('https:');

  // Pay and place are in the first screen, at both sizes.
  const facts = page.locator('header dl').first();
  const box = await facts.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  await expect(facts).toContainText('給与');
  await expect(facts).toContainText('勤務地');
});

test('the sticky 応募する bar comes once the first buttons scroll away and goes near the footer, shifting nothing', async ({
  page,
}, testInfo) => {
  const [, jobId = ''] = await ownJobIds(page, testInfo);
  await hiring(jobId);
  await watchLayoutShifts(page);
  await page.goto(await jobPath(page, jobId));
  await hydrated(page);
  const bar = page.getByRole('complementary', { name: '応募', exact: true, includeHidden: true });
  await expect(bar).toBeHidden();

  await page.evaluate(() => window.scrollBy(0, 2500));
  if (isMobile(page)) {
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: '応募する' })).toHaveAttribute(
      'href',
      `/entry?job_id=${jobId}`,
    );
    await expect(bar.getByRole('button', { name: /気になる/ })).toBeVisible();
  } else {
    // Wider screens keep the side column's buttons in view instead.
    await expect(bar).toBeHidden();
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  expect((await layoutShifts(page)).total).toBeLessThan(0.05);
});

test('a tap anywhere on a result card opens the job; 気になる on it still saves', async ({
  page,
  baseURL,
}, testInfo) => {
  await page
    .context()
    .addCookies([{ name: 'disableKeepListDialog', value: '1', url: baseURL ?? '' }]);
  await ownJobIds(page, testInfo);
  await hydrated(page);
  const card = page
    .locator('article')
    .filter({ has: page.locator('h3 a') })
    .first();
  const href = (await card.locator('h3 a').getAttribute('href')) ?? '';
  await card.getByRole('button', { name: /気になる/ }).click();
  await expect(card.getByRole('button', { name: /気になる/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).not.toHaveURL(new RegExp(`${href}$`));

  // On the pay and place, away from the title: the mouse lands on what covers them (forced:
  // Playwright would otherwise wait for the facts themselves to take the click).
  await card.locator('dl').click({ force: true });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('phone cards are compact: three whole cards within two screens, with hours, holidays and date', async ({
  page,
}, testInfo) => {
  await ownJobIds(page, testInfo);
  const cards = page.locator('article[data-job-id]');
  await expect(cards.first()).toContainText('掲載日');
  await expect(cards.first().locator('dt', { hasText: '勤務時間' })).toBeVisible();
  if (!isMobile(page)) return;
  const first = await cards.nth(0).boundingBox();
  const third = await cards.nth(2).boundingBox();
  const span = (third?.y ?? 0) + (third?.height ?? 0) - (first?.y ?? 0);
  expect(span).toBeLessThanOrEqual(2 * (page.viewportSize()?.height ?? 0));
});

test('after applying, the job page and its card say 応募済み', async ({ page }, testInfo) => {
  const ids = await ownJobIds(page, testInfo);
  const jobId = await hiring(ids[2] ?? '');
  await registerMember(page, 'applied');
  const answer = await siteGraphQL(
    page,
    'mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id } } }',
    { input: { jobId } },
  );
  expect(answer.errors).toBeUndefined();

  await page.goto(await jobPath(page, jobId));
  await expect(page.locator('header ul').getByText('応募済み')).toBeVisible();

  await page.goto(`/driver?page=${testInfo.project.name === 'mobile' ? 10 : 3}`);
  const card = page.locator(`article[data-job-id="${jobId}"]`);
  await expect(card.locator('[data-mark="applied"]')).toBeVisible();
  // Viewed, too: the job page was opened.
  await expect(card.locator('[data-mark="viewed"]')).toBeVisible();
});

test('the visitor form keeps what was typed across Back and the sign-up detour; a second entry to the job is refused', async ({
  page,
}, testInfo) => {
  const ids = await ownJobIds(page, testInfo);
  const jobId = await hiring(ids[3] ?? '');
  const phoneNumber = uniquePhoneNumber();
  await page.goto(`/entry?job_id=${jobId}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '会員登録せずに応募する' });
  await form.getByLabel('お名前').fill('下書 花子');
  await form.getByLabel('ふりがな').fill('したがき はなこ');
  await form.getByLabel('生まれ年').selectOption('1993');
  await form.getByLabel('郵便番号').fill('1500001');
  await form.getByLabel('電話番号').fill(phoneNumber);
  await form.getByText('保有資格・免許（任意）').click();
  await form.getByLabel('大型自動車免許').check();
  await expect(form.getByRole('link', { name: /利用規約/ })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: /プライバシーポリシー/ })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  await page.getByRole('link', { name: '会員登録して応募する' }).click();
  await expect(page).toHaveURL(/\/member\/signup\//);
  await page.goBack();
  await expect(form.getByLabel('お名前')).toHaveValue('下書 花子');
  await expect(form.getByLabel('電話番号')).toHaveValue(phoneNumber);
  await page.reload();
  await expect(form.getByLabel('お名前')).toHaveValue('下書 花子');
  await expect(form.getByLabel('ふりがな')).toHaveValue('したがき はなこ');
  await expect(form.getByLabel('大型自動車免許')).toBeChecked();

  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks/);

  // The draft went with the application (the phone number is empty again); the form starts
  // with the name of the last application (spec §3 userName); the same person applying again
  // is refused.
  await page.goto(`/entry?job_id=${jobId}`);
  await hydrated(page);
  await expect(form.getByLabel('お名前')).toHaveValue('下書 花子');
  await expect(form.getByLabel('電話番号')).toHaveValue('');
  await form.getByLabel('お名前').fill('下書 花子');
  await form.getByLabel('ふりがな').fill('したがき はなこ');
  await form.getByLabel('生まれ年').selectOption('1993');
  await form.getByLabel('郵便番号').fill('1500001');
  await form.getByLabel('電話番号').fill(phoneNumber);
  await form.getByRole('button', { name: '会員登録せずに応募する' }).click();
  await expect(form.getByRole('alert')).toContainText(ERROR_MESSAGES.ALREADY_APPLIED);
  const { visitors } = await ops<{ visitors: Array<{ entries: unknown[] }> }>('visitors', {
    phone: phoneNumber,
  });
  expect(visitors.flatMap((visitor) => visitor.entries)).toHaveLength(1);
});

test('a contact message with line breaks at exactly the limit is accepted', async ({ page }) => {
  await page.goto('/faq/#contact');
  await hydrated(page);
  const form = page.locator('#contact form');
  await form.getByLabel(/お名前/).fill('改行 太郎');
  await form.getByLabel(/メールアドレス/).fill('kaigyo@example.com');
  // 1000 lines: 2000 characters with each break counted once (the textarea's own count).
  const message = `${Array.from({ length: 1000 }, () => 'あ').join('\n')}い`;
  await form.getByLabel(/お問い合わせ内容/).fill(message);
  await expect(form.getByLabel(/お問い合わせ内容/)).toHaveValue(message);
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('status')).toContainText('お問い合わせを受け付けました');
});

test('a closed job is not among 近くの求人', async ({ page }, testInfo) => {
  const ids = await ownJobIds(page, testInfo);
  const sourceId = await hiring(ids[4] ?? '');
  const near = await siteGraphQL<{ job: { nearDistanceJobs: Array<{ id: string }> } }>(
    page,
    'query ($id: ID!) { job(id: $id) { nearDistanceJobs { id } } }',
    { id: sourceId },
  );
  const closing = near.data?.job.nearDistanceJobs[0]?.id;
  expect(closing).toBeTruthy();
  await ops('close', { job: Number(closing) });
  try {
    // The source's page is rendered now for the first time, after the closing.
    await page.goto(await jobPath(page, sourceId));
    const section = page.getByRole('region', { name: '近くの求人' });
    await expect(section.locator('a').first()).toBeVisible();
    await expect(section.locator(`a[href$="/job/${closing}"]`)).toHaveCount(0);
  } finally {
    await ops('publish', { job: Number(closing) });
  }
});

test('the joining confirmation: the emailed link is answered once', async ({ page }, testInfo) => {
  const ids = await ownJobIds(page, testInfo);
  const jobId = await hiring(ids[5] ?? '');
  await registerMember(page, 'joining');
  const answer = await siteGraphQL<{ createEntry: { entry: { id: string } } }>(
    page,
    'mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id } } }',
    { input: { jobId } },
  );
  const entryId = Number(answer.data?.createEntry.entry.id);
  const { path } = await ops<{ path: string }>('joining-confirmation', { entry: entryId });

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入社のご報告');
  await page.getByLabel('入社しました').check();
  await page.getByRole('button', { name: '回答する' }).click();
  await expect(page.getByText('入社日を入力してください')).toBeVisible();
  await page.getByLabel(/入社日/).fill('2026-04-01');
  await page.getByRole('button', { name: '回答する' }).click();
  await expect(page.getByRole('status')).toContainText('2026年4月1日');

  // The link is used: opening it again offers nothing to send.
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('status')).toContainText('ご回答済み');
  await expect(page.getByRole('button', { name: '回答する' })).toHaveCount(0);
});

test('/favicon.ico and the app icons answer', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const icon = await request.get('/icon.svg');
  expect(icon.status()).toBe(200);
  expect(await icon.text()).toContain('<svg');
});

test('the company page shows 代表者, 資本金 and 主要取引先', async ({ page }, testInfo) => {
  const [jobId = ''] = await ownJobIds(page, testInfo);
  const answer = await siteGraphQL<{
    job: {
      company: {
        id: string;
        companyDetail: {
          representativeName: string | null;
          capitalStock: string | null;
          businessMainClient: string | null;
        };
      };
    };
  }>(
    page,
    `query ($id: ID!) { job(id: $id) { company { id companyDetail {
      representativeName capitalStock businessMainClient } } } }`,
    { id: jobId },
  );
  const company = answer.data?.job.company;
  expect(company).toBeTruthy();
  await page.goto(`/company/${company?.id}`);
  const detail = company?.companyDetail;
  for (const [label, value] of [
    ['代表者', detail?.representativeName],
    ['資本金', detail?.capitalStock],
    ['主要取引先', detail?.businessMainClient],
  ] as const) {
    if (!value) continue;
    const row = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(row.locator('dd')).toContainText(value.split('\n')[0] ?? '');
  }
});

test('members: no ログイン/会員登録 in the footer; the phone header bar counts 気になる', async ({
  page,
}) => {
  await registerMember(page, 'footer');
  await page.goto('/faq');
  await hydrated(page);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ログイン', exact: true })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: '会員登録（無料）', exact: true })).toHaveCount(0);
  if (isMobile(page)) {
    const bar = page.locator('header').first();
    await expect(bar.getByRole('link', { name: /気になる/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: /閲覧履歴/ })).toBeVisible();
  }
});

test("a visitor's /keep applies to the saved jobs at once", async ({ page, baseURL }, testInfo) => {
  await page
    .context()
    .addCookies([{ name: 'disableKeepListDialog', value: '1', url: baseURL ?? '' }]);
  const ids = await ownJobIds(page, testInfo);
  const chosen = [ids[6] ?? '', ids[7] ?? ''];
  await Promise.all(chosen.map(hiring));
  await hydrated(page);
  for (const id of chosen) {
    const save = page
      .locator(`article[data-job-id="${id}"]`)
      .getByRole('button', { name: /気になる/ });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto('/keep');
  await page.getByRole('link', { name: /保存した求人にまとめて応募する（2件）/ }).click();
  await expect(page).toHaveURL(/\/entry\?job_ids=/);
  await expect(page.getByRole('list', { name: '応募する求人' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByRole('form', { name: '会員登録せずに応募する' })).toBeVisible();
});
