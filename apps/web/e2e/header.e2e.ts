import {
  expect,
  GRAPHQL_URL,
  graphqlOperation,
  hydrated,
  isMobile,
  PHONE_ONLY,
  test,
} from './fixtures';

test('the header hides when scrolling down past 200 px and comes back on scrolling up', async ({
  page,
}) => {
  await page.goto('/driver');
  await hydrated(page);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await page.mouse.wheel(0, 150);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test('count badges: none at 0, the count, and 99+ above 99', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('count-badge')).toHaveCount(0);

  await context.addCookies([{ name: 'keepList', value: '1,2,3', url: baseURL }]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('count-badge').first()).toHaveText('3件');

  // A member's counts come from the BFF. A signed-in session needs the identity provider
  // (the member journey e2e); here the marker cookie and the counts answer stand in for it, to see
  // the header cap large numbers.
  await context.addCookies([
    {
      name: 'authRecord',
      value: encodeURIComponent(JSON.stringify({ uid: 'e2e', email: 'e2e@example.com' })),
      url: baseURL,
    },
  ]);
  // Queries go as GET by document id, mutations as POST (lib/graphql/browser.ts).
  await page.route(GRAPHQL_URL, async (route) => {
    const body = graphqlOperation(route.request());
    if (body.operationName === 'ViewerCounts') {
      await route.fulfill({
        json: { data: { user: { id: '1', favoriteJobCount: 120, messageCount: 7 } } },
      });
    } else if (body.operationName === 'FavoriteJobIds') {
      await route.fulfill({ json: { data: { favoriteJobs: { nodes: [], totalCount: 120 } } } });
    } else if (body.operationName === 'UpdateLastSessionAt') {
      // The stand-in marker has no session behind it: the real BFF would answer that the
      // session ended, and the page would rightly sign out before the counts are read.
      await route.fulfill({
        json: { data: { updateLastSessionAt: { lastSessionAt: new Date().toISOString() } } },
      });
    } else {
      await route.continue();
    }
  });
  await page.reload();
  await hydrated(page);
  if (isMobile(page)) await page.getByRole('button', { name: 'メニュー' }).click();
  const scope = isMobile(page)
    ? page.getByRole('dialog', { name: 'メニュー' })
    : page.locator('header');
  await expect(scope.getByRole('link', { name: /気になる/ })).toContainText('99+');
  await expect(scope.getByRole('link', { name: /メッセージ/ })).toContainText('7');
  await expect(scope.getByRole('link', { name: 'マイページ' })).toBeVisible();
});

// The slide-in menu is the phone layout: the desktop project leaves out tests tagged @phone.
test('the mobile menu opens, locks the page scroll and closes on route change', {
  tag: PHONE_ONLY,
}, async ({ page }) => {
  expect(isMobile(page)).toBe(true);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'メニュー' }).click();
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  await expect(menu).toBeVisible();
  for (const name of [
    '仕事を探す',
    '気になる求人',
    '最近見た求人',
    'スカウトを受け取る',
    'お役立ち情報',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: /会員登録/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ログイン' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await menu.getByRole('link', { name: '仕事を探す' }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('login and sign-up keep the query on job detail', async ({ page }) => {
  await page.goto('/driver');
  const href = (await page.locator('article h3 a').first().getAttribute('href')) ?? '';
  await page.goto(`${href}?utm_source=e2e`);
  await hydrated(page);
  if (isMobile(page)) await page.getByRole('button', { name: 'メニュー' }).click();
  await expect(page.getByRole('link', { name: '会員登録（無料）' }).first()).toHaveAttribute(
    'href',
    '/member/signup/?utm_source=e2e',
  );
  await expect(page.getByRole('link', { name: 'ログイン' }).first()).toHaveAttribute(
    'href',
    '/member/login/?utm_source=e2e',
  );
});

test('the sign-up page has the slim header: the logo and the claim, no site navigation', async ({
  page,
}) => {
  await page.goto('/member/signup/');
  const header = page.locator('header').first();
  await expect(header).toContainText('ハローワークに載っていない求人や限定求人を多数掲載');
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('link')).toHaveAttribute('href', '/');
  // Any other page has the full header.
  await page.goto('/driver');
  await expect(page.locator('header').first()).not.toContainText('限定求人を多数掲載');
  await expect
    .poll(() => page.locator('header').first().getByRole('link').count())
    .toBeGreaterThan(1);
});
