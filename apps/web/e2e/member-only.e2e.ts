import { MEMBER_ONLY_JOB_MESSAGE } from '@jobsite/domain/errors';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import {
  ownClientAddress,
  registerMember,
  signUpThroughForm,
  siteGraphQL,
} from './registered-member';

/**
 * Member-only jobs (会員限定求人): a visitor sees that they exist — the count on a
 * list, a locked card and a locked job page leading to sign-up — and nothing of them (not on
 * the company page, in the sitemap or in structured data); after signing up from the job or
 * from the list the visitor is back there and sees the job like any job, marked 会員限定.
 */

/** The `@type`s of the page's JSON-LD blocks. */
async function structuredDataTypes(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

type Node = { id: string; title: string; isMemberOnly: boolean };

/** The driver jobs on page `page` of /driver, as a member's session sees them. */
async function driverPageAsMember(member: Page, page: number) {
  const answer = await siteGraphQL<{
    searchJobs: { memberOnlyCount: number; totalPages: number; nodes: Node[] };
  }>(
    member,
    `query ($page: Int!) { searchJobs(occupation: "driver", page: $page, per: 25) {
      memberOnlyCount totalPages nodes { id title isMemberOnly } } }`,
    { page },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.searchJobs;
}

/** A member in a browser context of its own, and the first page of /driver holding a member-only job. */
async function memberAndMemberOnlyJob(browser: Browser) {
  const context = await browser.newContext();
  await ownClientAddress(context);
  const member = await context.newPage();
  await registerMember(member, 'mo');
  for (let page = 1; ; page++) {
    const list = await driverPageAsMember(member, page);
    const job = list.nodes.find((node) => node.isMemberOnly);
    if (job) return { member, context, job, page, memberOnlyCount: list.memberOnlyCount };
    expect(page).toBeLessThan(list.totalPages);
  }
}

test('a visitor sees a locked member-only job, signs up from it and comes back to the job, marked 会員限定', async ({
  page,
  browser,
}) => {
  const { job, context } = await memberAndMemberOnlyJob(browser);
  await context.close();
  await ownClientAddress(page.context());

  // The visitor's job page: there, locked, nothing of the job (not a 404).
  const response = await page.goto(`/driver/job/${job.id}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain(job.title);
  await expect(page.getByRole('heading', { level: 1, name: '会員限定求人' })).toBeVisible();
  await expect(page.getByText(MEMBER_ONLY_JOB_MESSAGE)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await structuredDataTypes(page)).not.toContain('JobPosting');

  // Sign-up keeps the way back to the job.
  await hydrated(page);
  await page.getByRole('link', { name: '無料会員登録して求人を見る' }).click();
  await expect(page).toHaveURL(
    `/member/signup/?redirect_path=${encodeURIComponent(`/driver/job/${job.id}`)}`,
  );
  await signUpThroughForm(page, 'mo-signup');

  // Back on the job: the member sees it like any job, with the 会員限定 badge.
  await expect(page).toHaveURL(`/driver/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.locator('article header').getByText('会員限定', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '応募画面へ進む' })).toBeVisible();
  // A full load renders the member view on the server too; still no JobPosting for it and
  // not indexed (crawlers never see it).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await structuredDataTypes(page)).not.toContain('JobPosting');
  // The member's recently viewed jobs keep it, with its badge.
  await page.goto('/history/');
  const card = page.locator('article', { has: page.locator(`a[href="/driver/job/${job.id}"]`) });
  await expect(card.getByRole('list', { name: '求人の区分' })).toHaveText('会員限定');
});

test('lists: a visitor gets the count and a locked card, signs up from it and sees the jobs with their badge', async ({
  page,
  browser,
}) => {
  const {
    member,
    context,
    job,
    page: listPage,
    memberOnlyCount,
  } = await memberAndMemberOnlyJob(browser);
  const company = await siteGraphQL<{ job: { company: { id: string } } }>(
    member,
    'query ($id: ID!) { job(id: $id) { company { id } } }',
    { id: job.id },
  );
  const companyId = company.data!.job.company.id;
  await context.close();
  const path = listPage > 1 ? `/driver?page=${listPage}` : '/driver';

  // The visitor's list: the locked card with the count, the job not among the cards.
  await ownClientAddress(page.context());
  await page.goto(path);
  const teaser = page.locator('[data-member-only-teaser]');
  await expect(teaser).toContainText(
    `この条件の会員限定求人 ${memberOnlyCount.toLocaleString('ja-JP')}件`,
  );
  const signup = teaser.getByRole('link', { name: '無料会員登録して見る' });
  await expect(signup).toHaveAttribute(
    'href',
    `/member/signup/?redirect_path=${encodeURIComponent(path)}`,
  );
  await expect(teaser.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
    'href',
    `/member/login/?redirect_path=${encodeURIComponent(path)}`,
  );
  await expect(page.locator(`article a[href="/driver/job/${job.id}"]`)).toHaveCount(0);
  await expect(page.getByRole('list', { name: '求人の区分' })).toHaveCount(0);

  // Nor the company's page, the sitemap or a visitor's by-ids list holds the job.
  const companyPage = await page.request.get(`/company/${companyId}`);
  expect(companyPage.status()).toBe(200);
  const companyHtml = await companyPage.text();
  expect(companyHtml).not.toContain(`/job/${job.id}"`);
  expect(companyHtml).not.toContain(job.title);
  const index = await (await page.request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/jobs-\d+\.xml)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(await (await page.request.get(file)).text()).not.toContain(`/job/${job.id}<`);
  }
  const byIds = await siteGraphQL<{ jobsByIds: Array<{ id: string }> }>(
    page,
    'query ($ids: [ID!]!) { jobsByIds(ids: $ids) { id } }',
    { ids: [job.id] },
  );
  expect(byIds.data?.jobsByIds).toEqual([]);

  // The locked card → sign-up → back on the list: the job among the cards, marked 会員限定,
  // the count in the summary, no locked card.
  await hydrated(page);
  await signup.click();
  await expect(page).toHaveURL(`/member/signup/?redirect_path=${encodeURIComponent(path)}`);
  await signUpThroughForm(page, 'mo-list');
  await expect(page).toHaveURL(path);
  const card = page.locator('article', {
    has: page.locator(`a[href="/driver/job/${job.id}"]`),
  });
  await expect(card.getByRole('list', { name: '求人の区分' })).toHaveText('会員限定');
  await expect(page.locator('[data-member-only-teaser]')).toHaveCount(0);
  await expect(
    page.getByText(`うち会員限定求人 ${memberOnlyCount.toLocaleString('ja-JP')}件`),
  ).toBeVisible();
});

test('a signed-in member whose session ended gets the locked page, not the job', async ({
  page,
  baseURL,
  browser,
}) => {
  const { job, context } = await memberAndMemberOnlyJob(browser);
  await context.close();
  // A forged session cookie: the proxy renders the member view, the BFF refuses the session.
  await page.context().addCookies([{ name: 'sid', value: 'forged-session-id', url: baseURL }]);
  const response = await page.goto(`/driver/job/${job.id}`);
  expect(response?.status()).toBe(200);
  expect((await response?.text()) ?? '').not.toContain(job.title);
  await expect(page.getByRole('heading', { level: 1, name: '会員限定求人' })).toBeVisible();
});
