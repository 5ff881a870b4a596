import { expect, test } from './fixtures';
import { ops } from './member';
import { HTTP_ONLY } from './tags';

/**
 * The catalogue as it changes: closing a job reaches its cached page and the sitemaps at once
 * (the api revalidates the web after the change commits, decision 0061); the sitemap index
 * and the fixed pages carry lastmod; list cards mark jobs of the last 7 days NEW.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function sitemapJobPaths(request: import('@playwright/test').APIRequestContext) {
  const xml = await (await request.get('/sitemaps/jobs-0.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[a-z_]+\/job\/\d+)<\/loc>/g)].map((m) => m[1]);
}

test(`closing a job: its cached page stops offering 応募 and it leaves the sitemap at once ${HTTP_ONLY}`, async ({
  page,
  request,
}) => {
  // A job no other test applies to or saves (they take driver jobs).
  const path = (await sitemapJobPaths(request)).filter((p) => !p?.startsWith('/driver/')).at(-1);
  expect(path).toBeDefined();
  const id = Number(path?.split('/').pop());
  // Rendered and cached while open.
  await page.goto(path ?? '');
  await expect(page.getByRole('link', { name: /応募画面へ進む|応募する/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /応募画面へ進む|応募する/ }).first()).toBeVisible();
  try {
    const closed = await ops<{ isHiring: boolean; webPages: boolean }>('close', { job: id });
    expect(closed).toMatchObject({ isHiring: false, webPages: true });
    // No TTL waited for: the next request renders the closed job.
    await page.goto(path ?? '');
    await expect(page.getByText('募集停止中', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('この求人は現在募集を停止しています。').first()).toBeAttached();
    await expect(page.getByRole('link', { name: /応募画面へ進む|応募する/ })).toHaveCount(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('\n')).not.toContain('"JobPosting"');
    expect(await sitemapJobPaths(request)).not.toContain(path);
  } finally {
    const reopened = await ops<{ webPages: boolean }>('publish', { job: id });
    expect(reopened.webPages).toBe(true);
  }
  await page.goto(path ?? '');
  await expect(page.getByRole('link', { name: /応募画面へ進む|応募する/ }).first()).toBeVisible();
  expect(await sitemapJobPaths(request)).toContain(path);
});

test(`the sitemap index and the fixed pages carry lastmod ${HTTP_ONLY}`, async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const entries = [...index.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map((m) => m[1] ?? '');
  expect(entries.length).toBeGreaterThan(3);
  for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>$/);
  const fixed = await (await request.get('/sitemaps/static.xml')).text();
  const urls = [...fixed.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
  expect(urls.some((u) => u.includes('/terms</loc>'))).toBe(true);
  expect(urls.some((u) => /\/<\/loc>/.test(u))).toBe(true);
  for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>$/);
});

test('list cards mark jobs published in the last 7 days NEW, and only those', async ({ page }) => {
  await page.goto('/driver');
  const cards = page.locator('article[data-job-id]');
  await expect(cards.first()).toBeVisible();
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  let marked = 0;
  for (const card of await cards.all()) {
    const text = (await card.textContent()) ?? '';
    const posted = /掲載日 (\d{4})\/(\d{2})\/(\d{2})/.exec(text);
    expect(posted).not.toBeNull();
    const days = Math.round(
      (today - Date.parse(`${posted?.[1]}-${posted?.[2]}-${posted?.[3]}`)) / DAY_MS,
    );
    const isNew = await card.getByText('NEW', { exact: true }).isVisible();
    if (isNew) marked += 1;
    // Days counted by date: a job 7 calendar days back may be either side of 7×24 hours.
    if (days <= 5) expect(isNew, `${days} days old`).toBe(true);
    if (days >= 9) expect(isNew, `${days} days old`).toBe(false);
  }
  // The newest list's first cards were published within the week (decision 0033's seed).
  expect(marked).toBeGreaterThan(0);
});
