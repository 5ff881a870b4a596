import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Opens the first article listed on /magazine/ and gives its id, once the page is hydrated. */
async function openFirstArticle(page: Page): Promise<string | undefined> {
  await page.goto('/magazine/');
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/magazine\/articles\/\d+$/);
  const articleId = page.url().split('/').pop();
  await hydrated(page);
  return articleId;
}

test('the magazine call to action shows past 400 px, hides near the end and carries attribution', async ({
  page,
}) => {
  const articleId = await openFirstArticle(page);

  // Hidden (out of the accessibility tree) until shown, so found by its label attribute.
  const cta = page.locator('aside[aria-label="おすすめの求人"]');
  await expect(cta).toHaveAttribute('data-visible', 'false');
  const link = cta.locator('a');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toContain('internal_source=magazine');
  expect(href).toContain(`magazine_article_id=${articleId}`);

  // The seed's newest article is long enough on both projects' screens; the bar's rules need
  // at least 400 px of scrolling plus the 64 px it hides within.
  const room = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(room).toBeGreaterThan(600);
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(cta).toHaveAttribute('data-visible', 'true');
  // To the end, again while the page still grows below (images and content rendered as they
  // come near): the bar hides once the end is reached.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return cta.getAttribute('data-visible');
    })
    .toBe('false');
});

test('attribution goes to session storage: query parameters, and search engines on the magazine', async ({
  page,
}) => {
  await page.goto('/driver?utm_source=e2e-mail&internal_source=banner');
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem('utm_source'),
        sessionStorage.getItem('internal_source'),
      ]),
    )
    .toEqual(['e2e-mail', 'banner']);

  const fresh = await page.context().newPage();
  await fresh.goto('/magazine/', { referer: 'https://www.google.co.jp/' });
  await hydrated(fresh);
  await expect
    .poll(() => fresh.evaluate(() => sessionStorage.getItem('internal_source')))
    .toBe('magazine');
});

test('sign-up from a magazine article carries internal_source and the article id', async ({
  page,
}) => {
  const articleId = await openFirstArticle(page);
  const signup = page.locator('header a[href^="/member/signup/"]').first();
  await expect(signup).toHaveAttribute(
    'href',
    `/member/signup/?internal_source=magazine&magazine_article_id=${articleId}`,
  );
});
