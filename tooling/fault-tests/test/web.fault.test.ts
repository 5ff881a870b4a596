// The web (`next start` of the bench's build folder) with the api, then the BFF too, killed
// under it. Pages already rendered keep serving from the cache; a page that needs data it
// cannot get shows the Japanese error page in the browser (Debian's Chromium), never a stack
// trace; the browser's /graphql answers a clear code (with the BFF down too: 503
// UPSTREAM_UNAVAILABLE from the web's proxy). Everything recovers once api and BFF are back,
// without a web restart.

import { BENCH_DIST_DIR, buildWeb, NO_IDENTITY, webBuilt } from '@jobsite/bench/services';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, SEARCH_JOBS } from './support/client';
import {
  eventually,
  freePort,
  type Service,
  startApi,
  startBff,
  startWeb,
  stopAll,
} from './support/stack';

/** NEXT_DIST_DIR names another build folder (e.g. the e2e run's); default `.next-bench`. */
const distDir = process.env.NEXT_DIST_DIR || BENCH_DIST_DIR;
/** The Japanese error page of apps/web (src/app/(site)/error.tsx, global-error.tsx). */
const ERROR_PAGE = 'ページを表示できませんでした';

let api: Service;
let bff: Service;
let web: Service;
let browser: Browser;

beforeAll(async () => {
  if (!webBuilt(distDir)) buildWeb(distDir);
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  [api, bff, web, browser] = await Promise.all([
    startApi({ port: apiPort, identity: NO_IDENTITY }),
    startBff({ port: bffPort, apiPort, identity: NO_IDENTITY }),
    startWeb({ bffPort, distDir }),
    chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stopAll(api, bff, web);
});

async function page(path: string) {
  const response = await fetch(`${web.url}${path}`, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  return { status: response.status, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

/**
 * A page that could not be rendered, as a visitor's browser shows it: the Japanese error page
 * (the server answers 5xx and the error boundary renders in the browser), no internals leaked.
 */
async function expectErrorPage(path: string) {
  const tab = await browser.newPage({ locale: 'ja-JP' });
  try {
    const response = await tab.goto(`${web.url}${path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBeGreaterThanOrEqual(500);
    await tab.getByRole('heading', { name: ERROR_PAGE }).waitFor({ timeout: 20_000 });
    expect(await tab.getByText('もう一度読み込む').count()).toBeGreaterThan(0);
    expect(await tab.content()).not.toMatch(/ECONNREFUSED|UPSTREAM_UNAVAILABLE|at [\w.]+ \(/);
  } finally {
    await tab.close();
  }
}

describe('web with the api and the BFF down', () => {
  it('serves rendered pages from its cache, degrades the rest in Japanese, and recovers', async () => {
    // The nationwide list: a small catalogue may hold fewer than two jobs of one prefecture.
    // Its first render on a cold stack may outlast the BFF's upstream timeout on a busy
    // machine (then it is the error page, not cached): asked until it renders.
    let list = await page('/driver');
    await eventually(
      async () => {
        list = list.status === 200 ? list : await page('/driver');
        return list.status === 200;
      },
      { what: 'the driver list rendered' },
    );
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
    const visitor = new Client(web.url);

    await api.process.kill();

    for (const path of rendered) {
      const result = await page(path);
      expect(result.status, path).toBe(200);
      expect(result.title, path).toBe(titles.get(path));
    }
    await expectErrorPage('/driver/osaka/');
    await expectErrorPage(otherJobPath);
    const search = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect([502, 503]).toContain(search.status);
    expect(codeOf(search)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    expect(search.body.errors?.[0]?.message).toBe(errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE));

    await bff.process.kill();

    for (const path of rendered) expect((await page(path)).status, path).toBe(200);
    await expectErrorPage('/driver/aichi/');
    // The web's proxy (src/proxy.ts, lib/bff-proxy.ts) watches whether the BFF takes
    // connections: with the BFF down it answers /graphql, /auth/* and /attachments/* at once
    // itself, 503 with the catalogued code in the shape each client reads, and Retry-After.
    const askedAt = Date.now();
    const noBff = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect(Date.now() - askedAt).toBeLessThan(5000);
    expect(noBff.status).toBe(503);
    expect(codeOf(noBff)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    expect(noBff.body.errors?.[0]?.message).toBe(errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE));
    const raw = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ occupations { id } }' }),
    });
    expect(raw.status).toBe(503);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    await raw.body?.cancel();
    const session = await fetch(`${web.url}/auth/session`);
    expect(session.status).toBe(503);
    expect(Number(session.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await session.json()).toEqual({
      error: {
        code: ErrorCode.UPSTREAM_UNAVAILABLE,
        message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
      },
    });

    await api.process.start();
    await bff.process.start();

    await eventually(async () => (await page('/driver/osaka/')).status === 200, {
      what: 'a list rendered again once api and BFF are back',
    });
    // Never rendered before (an error page while they were down, which is not cached).
    await eventually(async () => (await page(otherJobPath)).status === 200, {
      what: 'a job page rendered once api and BFF are back',
    });
    // The web's watch of the BFF tries it again every BFF_RETRY_MS: /graphql is forwarded once
    // it has seen the BFF answer.
    let again = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    await eventually(
      async () => {
        if (again.status !== 200) {
          again = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
        }
        return again.status === 200;
      },
      { what: 'the web forwards /graphql again' },
    );
    expect(again.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
    expect(await visitor.session()).toBeNull();
  });
});

describe('web with the BFF hung (taking connections, answering nothing)', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE within seconds instead of waiting on it, and recovers', async () => {
    const visitor = new Client(web.url);
    await eventually(
      async () =>
        (await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} })).status === 200,
      { what: 'the BFF answering through the web' },
    );
    const ask = () =>
      fetch(`${web.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
        body: JSON.stringify({ query: '{ occupations { id } }' }),
        signal: AbortSignal.timeout(2_000),
      }).catch(() => null);

    bff.process.freeze();
    try {
      // The web's watch (lib/bff-proxy.ts) probes every 2 s and gives the BFF 5 s to answer.
      await eventually(
        async () => {
          const answer = await ask();
          await answer?.body?.cancel();
          return answer?.status === 503;
        },
        { timeoutMs: 30_000, what: 'the web answering 503 for a hung BFF' },
      );
      const askedAt = Date.now();
      const hung = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
      expect(Date.now() - askedAt).toBeLessThan(2_000);
      expect(hung.status).toBe(503);
      expect(codeOf(hung)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    } finally {
      bff.process.thaw();
    }
    await eventually(
      async () =>
        (await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} })).status === 200,
      { what: 'the BFF answering again once it goes on' },
    );
  });
});
