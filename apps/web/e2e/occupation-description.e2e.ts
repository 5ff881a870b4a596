import { OCCUPATIONS } from '@jobsite/domain/masters';
import { expect, test } from './fixtures';

/** The occupation's own list page says what the work is (Occupation.description); narrower lists do not. */
test('the occupation page shows the occupation description', async ({ page }) => {
  const driver = OCCUPATIONS.find((occupation) => occupation.occupationNameEn === 'driver');
  await page.goto('/driver');
  await expect(page.getByText(driver?.description ?? '', { exact: true })).toBeVisible();
  await page.goto('/driver/tokyo/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(driver?.description ?? '', { exact: true })).toHaveCount(0);
});
