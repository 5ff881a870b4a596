import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

/** The first 求人検索 landmark of the page: on the home page, the hero's form. */
export const heroSearch = (page: Page): Locator =>
  page.getByRole('search', { name: '求人検索' }).first();

/** The home page, hydrated, and its hero search form. */
export async function openHomeSearch(page: Page): Promise<Locator> {
  await page.goto('/');
  await hydrated(page);
  return heroSearch(page);
}

/**
 * With the keyword suggestion ドライバー highlighted: Enter puts it in the box and closes the
 * list without leaving the page, and Enter again searches its list (decision 0032).
 */
export async function expectEnterPicksThenSearches(page: Page, keyword: Locator): Promise<void> {
  await keyword.press('Enter');
  await expect(keyword).toHaveValue('ドライバー');
  await expect(keyword).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/$/);
  await keyword.press('Enter');
  await expect(page).toHaveURL(/\/driver$/);
}
