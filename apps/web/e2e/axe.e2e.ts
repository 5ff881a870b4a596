import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { ops } from './member';
import { hiring, ownClientAddress, registerMember, siteGraphQL } from './registered-member';

/**
 * axe (WCAG 2.2 A and AA rules) on the pages of the job page, cards and applying, at both
 * sizes: no violations.
 */

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  await hydrated(page);
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3),
    }));
  }, WCAG_TAGS);
}

// The page's CSP allows no inline script; axe is the test's own.
test.use({ bypassCSP: true });

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

test('job list, job page, company page and the entry form have no axe violations', async ({
  page,
}) => {
  await page.goto('/driver?page=3');
  expect(await violations(page)).toEqual([]);
  const href = (await page.locator('article[data-job-id] h3 a').first().getAttribute('href')) ?? '';
  const jobId = href.split('/').pop() ?? '';
  await hiring(jobId);
  await page.goto(href);
  expect(await violations(page)).toEqual([]);
  const companyHref =
    (await page.locator('header a[href^="/company/"]').first().getAttribute('href')) ?? '';
  await page.goto(companyHref);
  expect(await violations(page)).toEqual([]);
  await page.goto(`/entry?job_id=${jobId}`);
  expect(await violations(page)).toEqual([]);
});

test('the joining confirmation page has no axe violations', async ({ page }) => {
  await page.goto('/driver?page=3');
  const href = (await page.locator('article[data-job-id] h3 a').nth(6).getAttribute('href')) ?? '';
  const jobId = await hiring(href.split('/').pop() ?? '');
  await registerMember(page, 'axe');
  const answer = await siteGraphQL<{ createEntry: { entry: { id: string } } }>(
    page,
    'mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id } } }',
    { input: { jobId } },
  );
  const { path } = await ops<{ path: string }>('joining-confirmation', {
    entry: Number(answer.data?.createEntry.entry.id),
  });
  await page.goto(path);
  expect(await violations(page)).toEqual([]);
});

/** A member's own pages (signed in), each scanned as the member sees it. */
const MEMBER_PAGES = [
  '/member/',
  '/member/profile/',
  '/member/resume/',
  '/member/career-sheet/',
  '/member/favorite/',
  '/member/message/',
  '/member/notice/',
  '/member/scout/',
  '/member/saved-searches/',
  '/member/settings/',
  '/member/email/',
  '/member/phone/',
  '/member/password/',
  '/member/my-data/',
  '/member/advisor/',
  '/member/withdraw/',
];

test('the member pages have no axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/driver?page=3');
  const href = (await page.locator('article[data-job-id] h3 a').nth(8).getAttribute('href')) ?? '';
  const jobId = await hiring(href.split('/').pop() ?? '');
  await registerMember(page, 'axe-member');
  // An application, so my page, messages and the room have something to show.
  await siteGraphQL(
    page,
    'mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id } } }',
    { input: { jobId } },
  );
  const found: Record<string, unknown> = {};
  for (const path of MEMBER_PAGES) {
    await page.goto(path);
    const pageViolations = await violations(page);
    if (pageViolations.length > 0) found[path] = pageViolations;
  }
  await page.goto('/member/message/');
  const room = page.locator('main a[href^="/member/message/"]').first();
  await expect(room).toBeVisible();
  await page.goto((await room.getAttribute('href')) ?? '');
  const roomViolations = await violations(page);
  if (roomViolations.length > 0) found.room = roomViolations;
  expect(found).toEqual({});
});
