// The web (`next start` of the bench's build folder) with the api, then the BFF too, killed
// under it. Pages already rendered keep serving from the cache; a page that needs data it
// cannot get shows the Japanese error page, never a stack trace; the browser's /graphql
// answers a clear code. Everything recovers once api and BFF are back, without a web restart.
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { BENCH_DIST_DIR, buildWeb, NO_IDENTITY, webBuilt } from '@jobsite/bench/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, SEARCH_JOBS } from './support/client';
import { eventually, type Service, startApi, startBff, startWeb, stopAll } from './support/stack';

/** NEXT_DIST_DIR names another build folder (e.g. the e2e run's); default `.next-bench`. */
const distDir = process.env.NEXT_DIST_DIR || BENCH_DIST_DIR;
/** The Japanese error page of apps/web (src/app/(site)/error.tsx, global-error.tsx). */
const ERROR_PAGE = 'ページを表示できませんでした';

let api: Service;
let bff: Service;
let web: Service;

beforeAll(async () => {
  if (!webBuilt(distDir)) buildWeb(distDir);
  api = await startApi({ identity: NO_IDENTITY });
  bff = await startBff({ api, identity: NO_IDENTITY });
  web = await startWeb({ bff, distDir });
});
afterAll(async () => {
  await stopAll(api, bff, web);
});

async function page(path: string) {
  const response = await fetch(`${web.url}${path}`, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  return { status: response.status, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

/** A page that could not be rendered: the Japanese error page, no internals leaked. */
function expectErrorPage(result: { status: number; html: string }) {
  expect(result.status).toBeGreaterThanOrEqual(500);
  expect(result.html).toContain(ERROR_PAGE);
  expect(result.html).not.toMatch(/ECONNREFUSED|UPSTREAM_UNAVAILABLE|at [\w.]+ \(/);
}

describe('web with the api and the BFF down', () => {
  it('serves rendered pages from its cache, degrades the rest in Japanese, and recovers', async () => {
    const list = await page('/driver/tokyo/');
    expect(list.status).toBe(200);
    const jobs = [...list.html.matchAll(/href="(\/driver\/job\/\d+)"/g)].map((m) => m[1]);
    const [jobPath, otherJobPath] = [...new Set(jobs)] as [string, string];
    expect(otherJobPath).toBeDefined();
    const rendered = ['/', '/driver', '/driver/tokyo/', jobPath];
    const titles = new Map<string, string | undefined>();
    for (const path of rendered) {
      const result = await page(path);
      expect(result.status, path).toBe(200);
      titles.set(path, result.title);
    }
    const browser = new Client(web.url);

    await api.process.kill();

    for (const path of rendered) {
      const result = await page(path);
      expect(result.status, path).toBe(200);
      expect(result.title, path).toBe(titles.get(path));
    }
    expectErrorPage(await page('/driver/osaka/'));
    expectErrorPage(await page(otherJobPath));
    const search = await browser.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect([502, 503]).toContain(search.status);
    expect(codeOf(search)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    expect(search.body.errors?.[0]?.message).toBe(errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE));

    await bff.process.kill();

    for (const path of rendered) expect((await page(path)).status, path).toBe(200);
    expectErrorPage(await page('/driver/aichi/'));
    const noBff = await browser.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect(noBff.status).toBeGreaterThanOrEqual(500);
    expect(noBff.status).not.toBe(500);

    await api.process.start();
    await bff.process.start();

    await eventually(async () => (await page('/driver/osaka/')).status === 200, {
      what: 'a list rendered again once api and BFF are back',
    });
    expect((await page(otherJobPath)).status).toBe(200);
    const again = await browser.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect(again.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
  });
});
