import type { Locator } from '@playwright/test';
import {
  expect,
  GRAPHQL_URL,
  graphqlOperation,
  HTTP_ONLY,
  hydrated,
  PHONE_ONLY,
  test,
} from './fixtures';
import { expectEnterPicksThenSearches, heroSearch, openHomeSearch } from './search-form';

/**
 * The keyword + place box (decision 0032): a GET form to /search/go that turns the words into
 * the list URL. These run before the api serves searchSuggestions (the box must work without
 * suggestions); search-suggestions.e2e.ts covers the suggestions themselves.
 */

async function submit(form: Locator) {
  // Enter in the box: a desktop's Enter, a phone keyboard's 検索 key (enterkeyhint="search").
  // On a phone the suggestions open over the button, so the key is how a seeker searches with
  // them open (a tap there picks a suggestion).
  await form.getByRole('combobox', { name: '勤務地' }).press('Enter');
}

test('a keyword typed on the home page leads to its results', async ({ page }) => {
  const form = await openHomeSearch(page);
  await form.getByRole('combobox', { name: 'キーワード' }).fill('ドライバー 夜勤');
  await submit(form);
  // An occupation's name picks its list; the other words stay the keyword.
  await expect(page).toHaveURL(/\/driver\?keyword=%E5%A4%9C%E5%8B%A4$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
});

test('a keyword without an occupation goes to /search with the keyword', async ({ page }) => {
  const form = await openHomeSearch(page);
  await form.getByRole('combobox', { name: 'キーワード' }).fill('4t 冷凍');
  await submit(form);
  await expect(page).toHaveURL(/\/search\?keyword=4t\+%E5%86%B7%E5%87%8D$/);
});

for (const place of ['大阪', '大阪府', 'おおさか']) {
  test(`the place 「${place}」 is the Osaka list`, async ({ page }) => {
    const form = await openHomeSearch(page);
    await form.getByRole('combobox', { name: 'キーワード' }).fill('ドライバー');
    await form.getByRole('combobox', { name: '勤務地' }).fill(place);
    await submit(form);
    await expect(page).toHaveURL(/\/driver\/osaka\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('大阪');
  });
}

test('the box is on the first screen of a phone, with finger-sized targets', {
  tag: PHONE_ONLY,
}, async ({ page }) => {
  const form = await openHomeSearch(page);
  const viewport = page.viewportSize();
  for (const control of [
    form.getByRole('combobox', { name: 'キーワード' }),
    form.getByRole('combobox', { name: '勤務地' }),
    form.getByRole('button', { name: '検索' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
  }
  const keyword = form.getByRole('combobox', { name: 'キーワード' });
  await expect(keyword).toHaveAttribute('inputmode', 'search');
  await expect(keyword).toHaveAttribute('enterkeyhint', 'search');
});

test('the phone menu has the search box', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto('/magazine/');
  await hydrated(page);
  await page.getByRole('button', { name: 'メニュー' }).click();
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  const form = menu.getByRole('search', { name: '求人検索' });
  await form.getByRole('combobox', { name: 'キーワード' }).fill('フォークリフト');
  await form.getByRole('combobox', { name: '勤務地' }).fill('東京都');
  await submit(form);
  await expect(page).toHaveURL(/\/forklift\/tokyo\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page form still searches', async ({ page }) => {
    await page.goto('/');
    const form = heroSearch(page);
    await form.getByRole('combobox', { name: 'キーワード' }).fill('ドライバー');
    await form.getByRole('combobox', { name: '勤務地' }).fill('大阪府');
    await form.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/\/driver\/osaka\/$/);
  });
});

test('bad input never fails: cut or dropped, and /search says so', {
  tag: HTTP_ONLY,
}, async ({ request }) => {
  // [keyword, place]. 1,000 characters of kana in each would pass Node's 16 KB header limit
  // (a 431 before the app sees it), so the long case is the keyword's alone.
  const cases: Array<[string, string]> = [
    ['あ'.repeat(1000), '大阪'],
    ['4t\u0000夜勤', '大阪\u0000'],
    ['\u202e4t\u202c', '\u200f大阪'],
    ['🚚 4t 👍🏽', '大阪🏢'],
    ['\u0001\u0002\u007f', '\u0085'],
    ['\ud800', '大阪\udfff'],
  ];
  for (const [keyword, place] of cases) {
    const response = await request.get(`/search/go?${new URLSearchParams({ keyword, place })}`, {
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(keyword)).toBe(303);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(location.pathname).toBe('/search');
    expect(location.searchParams.get('notice')).toMatch(/cut|dropped/);
    expect(Array.from(location.searchParams.get('keyword') ?? '').length).toBeLessThanOrEqual(100);
    const page = await request.get(`${location.pathname}${location.search}`);
    expect(page.status()).toBeLessThan(500);
  }
});

test.describe('suggestions with the answer stubbed (the real one is search-suggestions.e2e.ts)', () => {
  const suggestions = [
    { kind: 'occupation', id: 'driver', label: 'ドライバー', jobCount: 320 },
    { kind: 'feature', id: '51', label: '大型', jobCount: 41 },
    { kind: 'prefecture', id: 'osaka', label: '大阪府', jobCount: 25 },
  ];

  test.beforeEach(async ({ page }) => {
    await page.route(GRAPHQL_URL, async (route) => {
      const body = graphqlOperation(route.request());
      if (body.operationName !== 'SearchSuggestions') return route.fallback();
      await route.fulfill({ json: { data: { searchSuggestions: suggestions } } });
    });
  });

  test('keyboard: ↓ highlights, Enter picks, Enter again searches', async ({ page }) => {
    const form = await openHomeSearch(page);
    const keyword = form.getByRole('combobox', { name: 'キーワード' });
    await keyword.click();
    await keyword.pressSequentially('ど', { delay: 30 });
    const listbox = form.getByRole('listbox', { name: 'キーワードの候補' });
    await expect(listbox.getByRole('option')).toHaveCount(3);
    await expect(keyword).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('status')).toHaveText(
      '候補が3件あります。上下の矢印キーで選べます。',
    );
    await keyword.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(keyword).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await expectEnterPicksThenSearches(page, keyword);
  });

  test('a tapped place suggestion passes its id', async ({ page }) => {
    const form = await openHomeSearch(page);
    const place = form.getByRole('combobox', { name: '勤務地' });
    await place.click();
    await place.pressSequentially('おお', { delay: 30 });
    await form.getByRole('option', { name: /^大阪府/ }).click();
    await expect(place).toHaveValue('大阪府');
    await submit(form);
    await expect(page).toHaveURL(/\/search\?pref=osaka$/);
  });
});

test('while the api cannot suggest, typing shows nothing and Enter searches', async ({ page }) => {
  await page.route(GRAPHQL_URL, async (route) => {
    const body = graphqlOperation(route.request());
    if (body.operationName !== 'SearchSuggestions') return route.fallback();
    await route.fulfill({
      json: { errors: [{ message: 'Cannot query field', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
  });
  const keyword = (await openHomeSearch(page)).getByRole('combobox', { name: 'キーワード' });
  await keyword.click();
  const asked = page.waitForRequest(
    (request) =>
      GRAPHQL_URL.test(request.url()) &&
      graphqlOperation(request).operationName === 'SearchSuggestions',
  );
  await keyword.pressSequentially('ドライバー', { delay: 30 });
  await asked;
  await expect(keyword).toHaveAttribute('aria-expanded', 'false');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/\/driver$/);
});
