import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layout-shift';
import { ownClientAddress } from './registered-member';

/**
 * The job page's distance from the seeker's place (decision 0062): the origin of the last
 * distance search on a list, kept in the browser; nothing when no place is known.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** The href of the first job of the list page open now. */
const firstJobHref = async (page: Page) =>
  (await page.locator('article h3 a').first().getAttribute('href')) ?? '';

test('after a distance search from a municipality, a job says how far it is, shifting nothing', async ({
  page,
}) => {
  await page.goto('/driver/osaka/');
  const link = page
    .getByRole('region', { name: '大阪府の市区町村から探す' })
    .getByRole('link')
    .first();
  const code = /\/driver\/osaka\/(\d{5,6})\//.exec((await link.getAttribute('href')) ?? '')?.[1];
  const name = ((await link.textContent()) ?? '').replace(/（.*$/, '');
  expect(code).toBeTruthy();

  await page.goto(`/driver/osaka/?near=${code}&km=30&sort=distance`);
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('searchPlace') ?? 'null')))
    .toMatchObject({ label: name, lat: expect.any(Number), lng: expect.any(Number) });
  const href = await firstJobHref(page);
  expect(href).toMatch(/\/job\/\d+$/);

  await watchLayoutShifts(page);
  await page.goto(href);
  const distance = page.getByTestId('job-distance');
  await expect(distance).toHaveText(new RegExp(`^${name}から約(1km未満|\\d+km)$`));
  // The job was found within 30 km of the same point.
  const km = Number(/約(\d+)km$/.exec((await distance.textContent()) ?? '')?.[1] ?? 0);
  expect(km).toBeLessThanOrEqual(30);
  await expect(page.getByRole('region', { name: '募集要項' }).locator('dd').nth(2)).toContainText(
    `${name}から約`,
  );
  expect((await layoutShifts(page)).total).toBeLessThan(0.05);
});

test('with no place known, the job page shows no distance', async ({ page }) => {
  await page.goto('/driver/osaka/');
  const href = await firstJobHref(page);
  expect(await page.evaluate(() => localStorage.getItem('searchPlace'))).toBeNull();
  await page.goto(href);
  const distance = page.getByTestId('job-distance');
  await expect(distance).toHaveAttribute('data-read', 'true');
  await expect(distance).toHaveText('');
  await expect(page.getByText(/から約(1km未満|\d+km)/)).toHaveCount(0);
});
