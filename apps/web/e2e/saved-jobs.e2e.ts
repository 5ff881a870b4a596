import { KEEP_LIST } from '@jobsite/domain/constants';
import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import { expect, hydrated, test } from './fixtures';

test(`the ${KEEP_LIST.maxItems + 1}st save is refused with the message of spec §5`, async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/driver');
  const hrefs = await page
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => href.split('/').pop() ?? '');
  expect(ids.length).toBeGreaterThan(KEEP_LIST.maxItems);
  // 19 saved already; the visitor saves the 20th and then tries a 21st.
  await context.addCookies([
    { name: 'keepList', value: ids.slice(2, 2 + KEEP_LIST.maxItems - 1).join(','), url: baseURL },
    { name: 'disableKeepListDialog', value: '1', url: baseURL },
  ]);
  await page.reload();
  await hydrated(page);
  const saveButtons = page.getByRole('button', { name: /気になる/ });
  await expect(page.getByTestId('count-badge').first()).toHaveText('19件');

  await saveButtons.nth(1).click();
  await expect(saveButtons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog', { name: 'リストに追加しました！' })).toHaveCount(0);
  await expect(page.getByTestId('count-badge').first()).toHaveText('20件');

  await saveButtons.nth(0).click();
  await expect(page.getByRole('alert').filter({ hasText: KEEP_LIST_FULL_MESSAGE })).toBeVisible();
  await expect(saveButtons.nth(0)).toHaveAttribute('aria-pressed', 'false');

  const cookie = (await context.cookies()).find((c) => c.name === 'keepList');
  expect(cookie?.value.split(',')).toHaveLength(KEEP_LIST.maxItems);
  // Two weeks (spec §4).
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14);
});

test("'Don't show next time' keeps the dialog away; unsaving on /keep removes the card", async ({
  page,
  context,
}) => {
  await page.goto('/driver');
  await hydrated(page);
  const buttons = page.getByRole('button', { name: /気になる/ });
  await buttons.nth(0).click();
  const dialog = page.getByRole('dialog', { name: 'リストに追加しました！' });
  await dialog.getByLabel('次回から表示しない').check();
  await dialog.getByRole('button', { name: '閉じる' }).first().click();
  expect((await context.cookies()).some((c) => c.name === 'disableKeepListDialog')).toBe(true);

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog', { name: 'リストに追加しました！' })).toHaveCount(0);

  await page.goto('/keep');
  await hydrated(page);
  const cards = page.getByRole('list', { name: '保存した求人' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await cards
    .first()
    .getByRole('button', { name: /気になる/ })
    .click();
  await expect(cards).toHaveCount(1);
});

test('recently viewed jobs, newest first', async ({ page }) => {
  await page.goto('/driver');
  const links = page.locator('article h3 a');
  const first = (await links.nth(0).textContent()) ?? '';
  const second = (await links.nth(1).textContent()) ?? '';
  await links.nth(0).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  await page.goBack();
  await page.locator('article h3 a').nth(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  await hydrated(page);

  await page.goto('/history/');
  const titles = await page.locator('main article h2 a').allTextContents();
  expect(titles.slice(0, 2)).toEqual([second, first]);
});

test('saved jobs read highest pay first under 給与が高い順, as the list sorted by pay does', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/driver/?sort=highest_salary');
  const byPay = (
    await page
      .locator('article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  )
    .slice(0, 4)
    .map((href) => href.split('/').pop() ?? '');
  expect(byPay).toHaveLength(4);
  // Saved lowest pay first, so the saved order and the pay order differ.
  await context.addCookies([
    { name: 'keepList', value: [...byPay].reverse().join(','), url: baseURL },
  ]);
  await page.goto('/keep');
  const shownIds = () =>
    page
      .getByRole('list', { name: '保存した求人' })
      .locator('article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()));
  const sorting = page.getByRole('navigation', { name: '並び替え' });
  await expect(sorting.getByText('保存した順')).toHaveAttribute('aria-current', 'true');
  expect(new Set(await shownIds())).toEqual(new Set(byPay));

  await sorting.getByRole('link', { name: '給与が高い順' }).click();
  await expect(page).toHaveURL(/\/keep\?sort=salary$/);
  await expect(sorting.getByText('給与が高い順')).toHaveAttribute('aria-current', 'true');
  expect(await shownIds()).toEqual(byPay);
});
