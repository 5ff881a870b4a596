import { expect, hydrated, test } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layout-shift';

// How public pages are delivered (docs/decisions/0013, docs/performance.md "Web"): content in
// document order with nothing streamed out of order (what moved a list by CLS 0.59 once), no
// layout shift while the page hydrates and fills in personal state, and the framework chunks
// marked for background compilation.

async function publicPaths(request: import('@playwright/test').APIRequestContext) {
  const list = await (await request.get('/driver/tokyo/')).text();
  const job = /href="(\/driver\/job\/\d+)"/.exec(list)?.[1];
  expect(job, 'a job link on /driver/tokyo/').toBeDefined();
  return ['/', '/driver', '/driver/tokyo/', job as string];
}

test('public pages arrive in document order, with no content streamed out of order', async ({
  request,
}) => {
  for (const path of await publicPaths(request)) {
    await request.get(path); // the first request renders the page into the cache
    const html = await (await request.get(path)).text();
    // React's out-of-order completion: a hidden segment moved into place by a script.
    expect(html, path).not.toMatch(/<div hidden id="[^"]*S:\d+"/);
    expect(html, path).not.toContain('$RC(');
    // The regions hydrated after the rest (HydrateLater) are rendered in place.
    expect(html, path).toContain('<!--&-->');
    const main = html.indexOf('<main');
    const footer = html.indexOf('<footer');
    expect(main, path).toBeGreaterThan(-1);
    expect(footer, path).toBeGreaterThan(main);
    if (path !== '/') expect(html.indexOf('<article'), path).toBeGreaterThan(main);
    if (path !== '/') expect(html.indexOf('<article'), path).toBeLessThan(footer);
  }
});

test('nothing shifts while a list hydrates and fills in the visitor’s state', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/driver/tokyo/');
  await hydrated(page);
  // Save buttons are enabled once the visitor's saved state is known (after hydration).
  await expect(page.getByRole('button', { name: /気になる/ }).first()).toBeEnabled();
  const { total: shift } = await layoutShifts(page);
  expect(shift).toBeLessThan(0.05);
});

test('list cards below the first screen render as they come near it, in their reserved height', async ({
  page,
}) => {
  await page.goto('/driver/tokyo/');
  await hydrated(page);
  const cards = page.locator('main ul > li:has(> article)');
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  const visibility = await cards.evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).contentVisibility),
  );
  // The first two cards (the first screen) and the last (followed by the page links) always
  // render; the others wait until they come near the viewport.
  expect(visibility.slice(0, 2)).toEqual(['visible', 'visible']);
  expect(visibility.at(-1)).toBe('visible');
  expect(new Set(visibility.slice(2, -1))).toEqual(new Set(['auto']));

  // Scrolled to, a waiting card renders and works like the others.
  const middle = cards.nth(Math.floor(count / 2));
  await middle.scrollIntoViewIfNeeded();
  await expect(middle.getByRole('link').first()).toBeVisible();
  await expect(middle.getByRole('button', { name: /気になる/ })).toBeEnabled();

  // Every card, once rendered, fits the height reserved for it before (contain-intrinsic-size),
  // so a waiting card's content never reaches over the next one (what an accessibility audit
  // would read as overlapping links).
  for (let i = 2; i < count - 1; i += 1) await cards.nth(i).scrollIntoViewIfNeeded();
  const fits = await cards.evaluateAll((items) =>
    items.slice(2, -1).map((item) => {
      const reserved = Number.parseFloat(
        getComputedStyle(item).containIntrinsicHeight.replace('auto', '').trim(),
      );
      return { rendered: item.getBoundingClientRect().height, reserved };
    }),
  );
  for (const { rendered, reserved } of fits) expect(rendered).toBeLessThanOrEqual(reserved);
  // And nothing reserved widens the page beyond the viewport.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
});

test('the framework chunks carry the compile hint', async ({ request }) => {
  const html = await (await request.get('/driver')).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
  const hinted = bodies.filter((body) => body.startsWith('//# allFunctionsCalledOnLoad\n'));
  expect(hinted.length).toBeGreaterThanOrEqual(3);
  // The largest chunk (React DOM) is one of them.
  const largest = bodies.reduce((a, b) => (b.length > a.length ? b : a), '');
  expect(largest.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
