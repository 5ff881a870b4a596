import { expect, test } from './fixtures';

for (const path of [
  '/driver/job/999999999',
  '/pilot',
  '/driver/atlantis/',
  '/magazine/articles/999999',
]) {
  test(`404 in Japanese for ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ページが見つかりませんでした',
    );
    await expect(page.getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
  });
}
