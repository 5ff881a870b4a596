import type { Page } from '@playwright/test';
import { expect, hydrated, jobLinks, test } from './fixtures';

/**
 * Security headers and the Content-Security-Policy (decision 0017): every page loads and
 * hydrates without one CSP violation, and what the policy is for (inline handlers, foreign
 * scripts, framing) is refused.
 */

declare global {
  interface Window {
    __cspViolations: { directive: string; blocked: string }[];
    __pwned?: number;
  }
}

/** Records CSP violations from the page's first script on, and console refusals. */
async function watchViolations(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) refusals.push(text);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
      });
    });
  });
  return refusals;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test('pages load and hydrate under the policy without a single violation', async ({ page }) => {
  const refusals = await watchViolations(page);
  const paths = ['/', '/driver', '/magazine/', '/faq', '/news', '/member/login/', '/keep'];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await hydrated(page);
    expect(await violations(page), path).toEqual([]);
  }
  // A job detail, reached as a visitor would.
  await page.goto('/driver');
  const href = await (await jobLinks(page)).first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(String(href));
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
  expect(refusals).toEqual([]);
});

test('every response carries the security headers', async ({ page, request }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'[^;]*;/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("script-src-attr 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // Static files and the BFF's answers through the web origin carry them too.
  const asset = await request.get('/robots.txt');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  const graphql = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ occupations { id } }' },
  });
  expect(graphql.headers()['x-content-type-options']).toBe('nosniff');
});

test('injected inline handlers and foreign scripts are refused', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/nonexistent.png" onerror="window.__pwned = 1">';
    document.body.append(holder);
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.body.append(script);
  });
  // (eval cannot be tried from here: scripts run by the test tool bypass the page's policy;
  // the header check above asserts that 'unsafe-eval' is absent.)
  await expect
    .poll(async () => (await violations(page)).map((v) => v.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem']);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
});

test('personal pages take a nonce-based policy and still hydrate without a violation', async ({
  page,
}) => {
  const refusals = await watchViolations(page);
  const nonces = new Set<string>();
  for (const path of [
    '/member/login/',
    '/member/signup/',
    '/member/resetPassword/',
    '/keep',
    '/history/',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(script, path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    nonces.add(script);
    await hydrated(page);
    expect(await violations(page), path).toEqual([]);
  }
  expect(nonces.size).toBe(5);
  expect(refusals).toEqual([]);
});

test('an inline script slipped into a personal page is refused; the page’s own scripts run', async ({
  page,
}) => {
  await watchViolations(page);
  // A stand-in for HTML injection: the server's answer with a script element added.
  await page.route('**/member/login/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__pwned = 1</script></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/member/login/');
  await hydrated(page);
  await expect
    .poll(async () => (await violations(page)).map((v) => v.directive))
    .toContain('script-src-elem');
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
});

test('a request id given to the web reaches the BFF and comes back', async ({ request }) => {
  const id = `e2e-${Date.now()}`;
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-request-id': id },
    data: { query: '{ occupations { id } }' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-request-id']).toBe(id);
});
