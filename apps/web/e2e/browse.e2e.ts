import { expect, hydrated, isMobile, test } from './fixtures';

test('home → occupation → prefecture → feature → job detail → save → /keep', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('求人を探すなら');

  // Mobile shows the occupation categories as panels to open; desktop shows every list.
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'ドライバー', exact: true }).click();
  }
  const driverLink = page.getByRole('link', { name: /^ドライバー\s*（[\d,]+）$/ });
  await expect(driverLink).toBeVisible();
  await driverLink.click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ドライバーの求人');

  // The prefecture links carry the count of the list they lead to (facets, decision 0031).
  await page
    .getByRole('link', { name: /^東京都（[\d,]+）$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/driver\/tokyo\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('東京都のドライバーの求人');

  const featureLink = page.getByRole('region', { name: '条件から探す' }).getByRole('link').first();
  const featureName = ((await featureLink.textContent()) ?? '').replace(/（.*$/, '');
  await featureLink.click();
  await expect(page).toHaveURL(/\/driver\/tokyo\/feature_\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(featureName);

  const firstJob = page.locator('article h3 a').first();
  const title = (await firstJob.textContent()) ?? '';
  await firstJob.click();
  await expect(page).toHaveURL(/\/driver\/job\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await hydrated(page);
  await page
    .getByRole('button', { name: /気になる/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'リストに追加しました！' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2週間');
  await dialog.getByRole('button', { name: '閉じる' }).first().click();
  await expect(dialog).toBeHidden();

  await page.goto('/keep');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('気になる求人');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('sort, filters and pagination live in the URL', async ({ page }) => {
  await page.goto('/driver');
  await expect(page.getByText(/件中 1〜25件を表示/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'ページ送り' })
    .getByRole('link', { name: '2ページ目', exact: true })
    .click();
  await expect(page).toHaveURL(/\/driver\?page=2$/);
  await expect(page.getByText(/件中 26〜50件を表示/)).toBeVisible();

  await page
    .getByRole('navigation', { name: '並び替え' })
    .getByRole('link', { name: '給与が高い順' })
    .click();
  await expect(page).toHaveURL(/sort=highest_salary/);
  await expect(page.getByText(/件中 1〜25件を表示/)).toBeVisible();

  // Phones open the conditions as a full-screen sheet; desktops show the same form aside.
  if (isMobile(page)) await page.getByRole('button', { name: /^絞り込み/ }).click();
  const form = page.getByRole('form', { name: '条件で絞り込む' });
  await form.getByLabel('正社員').check();
  await form.getByRole('button', { name: /^この条件で[\d,]+件を見る$/ }).click();
  await expect(page).toHaveURL(/hiring=regular/);
  await expect(page).toHaveURL(/sort=highest_salary/);
  if (isMobile(page)) await page.getByRole('button', { name: /^絞り込み/ }).click();
  await expect(
    page.getByRole('form', { name: '条件で絞り込む' }).getByLabel('正社員'),
  ).toBeChecked();
  // Every card of the filtered list is a regular (正社員) job.
  const kinds = await page.locator('article dl').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  for (const kind of kinds) expect(kind).toContain('正社員');
});

test('the search page leads into the lists', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('combobox', { name: '職種' }).selectOption('forklift');
  await page.getByRole('combobox', { name: '都道府県' }).selectOption('osaka');
  await page.getByRole('button', { name: 'この条件で探す' }).click();
  await expect(page).toHaveURL(/\/forklift\/osaka\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('大阪府のフォークリフトの求人');
});
