import { type Json, validateJobPosting } from '../src/lib/seo/job-posting-rules';
import { expect, test } from './fixtures';

async function jsonLd(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('job detail: JobPosting and BreadcrumbList structured data, title and canonical', async ({
  page,
  baseURL,
}) => {
  await page.goto('/driver');
  const href = (await page.locator('article h3 a').first().getAttribute('href')) ?? '';
  await page.goto(href);
  const data = await jsonLd(page);
  const posting = data.find((item) => item['@type'] === 'JobPosting');
  expect(posting).toBeDefined();
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    title: expect.any(String),
    description: expect.any(String),
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    validThrough: expect.any(String),
    employmentType: expect.any(String),
    hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
    jobLocation: { '@type': 'Place', address: { addressCountry: 'JP' } },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'JPY' },
    identifier: { '@type': 'PropertyValue', value: href.split('/').pop() },
  });
  const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
    itemListElement: Array<{ position: number; name: string }>;
  };
  expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'トップ' });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${href}`);
  // JobPosting's title is the job's own (the kind of work, decision 0034); the page's title
  // is the ad's headline, which names it.
  expect(await page.title()).toContain(posting?.title as string);
  await expect(page).toHaveTitle(/ \| 現場ジョブ$/);
});

test('job detail: a sample of served job pages passes Google’s JobPosting rules', async ({
  page,
}) => {
  const hrefs: string[] = [];
  for (const list of ['/driver', '/construction', '/forklift/osaka', '/car_mechanic']) {
    await page.goto(list);
    const links = await page
      .locator('article h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    hrefs.push(...links.slice(0, 3));
  }
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) {
    await page.goto(href);
    const posting = (await jsonLd(page)).find((item) => item['@type'] === 'JobPosting');
    expect(posting, href).toBeDefined();
    expect(validateJobPosting(posting as Json, new Date()), href).toEqual([]);
  }
});

test('lists: per-page titles and canonical URLs; sorted variants are not indexed', async ({
  page,
  baseURL,
}) => {
  await page.goto('/driver/tokyo/?page=2');
  await expect(page).toHaveTitle(/^東京都のドライバーの求人（[\d,]+件） 2ページ目 \| 現場ジョブ$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/driver/tokyo/?page=2`,
  );
  await page.goto('/driver/tokyo/?sort=highest_salary');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('robots.txt and the sitemaps', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /member/');
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const jobsFile = /<loc>[^<]*(\/sitemaps\/jobs-0\.xml)<\/loc>/.exec(indexXml)?.[1];
  expect(jobsFile).toBeDefined();
  const jobsXml = await (await request.get(jobsFile ?? '')).text();
  expect(jobsXml).toMatch(
    /<url><loc>[^<]+\/[a-z_]+\/job\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
  );
  const listsXml = await (await request.get('/sitemaps/lists-driver.xml')).text();
  expect(listsXml).toContain('/driver/tokyo/</loc>');
});
