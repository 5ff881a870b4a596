import { formatManYen } from '@jobsite/domain/formatters';
import { expect, hydrated, test } from './fixtures';
import { occupationNoTestChanges, siteGraphQL } from './registered-member';

/**
 * Salary insight pages: the distribution as a server-rendered SVG chart with the
 * same figures in a table, medians by feature and by prefecture, and the links into them.
 */

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('an occupation’s salary page: chart, table and figures that agree', async ({ page }) => {
  await page.goto('/salary/driver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ドライバーの給与相場');

  const chart = page.locator('svg[data-chart="salary-histogram"]');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('title')).toContainText('中央値');
  expect(await chart.locator('rect').count()).toBeGreaterThan(2);

  const table = page.locator('table[data-table="salary-histogram"]');
  await expect(table).toBeVisible();
  const counts = await table.locator('tbody td').allTextContents();
  expect(counts.length).toBeGreaterThan(1);
  const total = counts.reduce((sum, text) => sum + number(text), 0);
  const summary = page.getByRole('definition').filter({ hasText: '件' }).last();
  expect(number(await summary.textContent())).toBe(total);
  await expect(page.getByText('月給の中央値', { exact: true })).toBeVisible();

  // Licence classes against the overall median.
  const features = page.locator('table[data-table="feature-salaries"]');
  await expect(features.getByRole('rowheader', { name: '大型', exact: true })).toBeVisible();
  await expect(features.getByRole('rowheader', { name: '普通・小型' })).toBeVisible();
  // Each class with its median and the difference from the overall median.
  const large = features.locator('tr', {
    has: page.getByRole('rowheader', { name: '大型', exact: true }),
  });
  await expect(large.getByRole('cell').last()).toHaveText(/^([+−]\d+(\.\d)?|±0)万円$/);
  await expect(page.locator('svg[data-chart="feature-salaries"]')).toBeVisible();

  // By prefecture, leading to a prefecture's page with its own chart.
  const prefectures = page.locator('table[data-table="prefecture-salaries"]');
  const first = prefectures.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/salary\/driver\/[a-z]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}のドライバーの給与相場`);
  await expect(page.locator('svg[data-chart="salary-histogram"]')).toBeVisible();
  await expect(page.locator('table[data-table="salary-histogram"] tbody tr').first()).toBeVisible();
});

test('the chart is in the server’s HTML; unknown pages are 404', async ({ request }) => {
  const response = await request.get('/salary/car_mechanic');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-chart="salary-histogram"');
  expect(html).toContain('data-table="salary-histogram"');
  expect(html).toContain('1級自動車整備士');
  expect((await request.get('/salary/astronaut')).status()).toBe(404);
  expect((await request.get('/salary/driver/atlantis/')).status()).toBe(404);
  const index = await request.get('/salary/');
  expect(await index.text()).toContain('/salary/forklift');
  const sitemap = await (await request.get('/sitemaps/lists-driver.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/salary\/driver<\/loc>/);
});

test('lists and job detail link to the salary pages', async ({ page }) => {
  await page.goto('/driver/tokyo/');
  await hydrated(page);
  const link = page.getByRole('link', { name: '東京都のドライバーの給与相場を見る' });
  await expect(link).toHaveAttribute('href', '/salary/driver/tokyo/');

  await page.goto('/driver');
  await page.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/driver\/job\/\d+/);
  const fromJob = page.getByRole('link', { name: /のドライバーの給与相場を見る$/ });
  await fromJob.click();
  await expect(page).toHaveURL(/\/salary\/driver\/[a-z]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ドライバーの給与相場');
});

test('median, quartiles and count are the api’s figures (a visitor’s: public jobs only)', async ({
  page,
}) => {
  // The cached page and the api's figures must be of the same jobs.
  const occupation = await occupationNoTestChanges(page);
  await page.goto(`/salary/${occupation}`);
  const answer = await siteGraphQL<{
    salaryInsight: {
      statistics: {
        jobCount: number;
        median: number;
        firstQuartile: number;
        thirdQuartile: number;
      };
    };
  }>(
    page,
    'query ($occupation: String!) { salaryInsight(occupation: $occupation) { statistics { jobCount median firstQuartile thirdQuartile } } }',
    { occupation },
  );
  const { statistics } = answer.data!.salaryInsight;
  const figures = page.locator('dl[aria-label="月給のまとめ"] dd');
  await expect(figures.nth(0)).toHaveText(formatManYen(statistics.median));
  await expect(figures.nth(2)).toHaveText(
    `${formatManYen(statistics.firstQuartile)}〜${formatManYen(statistics.thirdQuartile)}`,
  );
  await expect(figures.nth(3)).toHaveText(`${statistics.jobCount.toLocaleString('ja-JP')}件`);
  await expect(page.getByText('会員限定求人は含みません')).toBeVisible();
});
