import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../lib/security-headers.mjs';
import { cacheStoreStats, PagePolicyCache, resetCacheStore } from './cache-handler.mjs';
import { FileSystemCache, nodeFs } from './next-internals.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'page-policy-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = { fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 1e7 };
const cache = new PagePolicyCache(options);
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const html = (text: string) =>
  `<!DOCTYPE html><html><body><script src="/a.js"></script><script>${text}</script></body></html>`;
const page = (text: string, headers?: Record<string, string>) => ({
  kind: 'APP_PAGE',
  html: html(text),
  rscData: Buffer.from('0:{}'),
  headers,
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const cacheControl = { revalidate: 300, expire: undefined };

describe('the ISR cache handler', () => {
  it('stores a rendered page with the policy of its own HTML, on the very entry Next sends', async () => {
    const entry = page('self.__next_f.push([1,"a"])', { 'x-next-cache-tags': '_N_T_/a' });
    await cache.set('/route-cache/APP_PAGE/x/$/a', entry, { ...context, cacheControl });
    // The first render's response is made from this object (response-cache/utils.ts).
    expect(entry.headers?.['content-security-policy']).toBe(pagePolicy(entry.html));
    expect(entry.headers?.['x-next-cache-tags']).toBe('_N_T_/a');
    const hit = await cache.get('/route-cache/APP_PAGE/x/$/a', context);
    expect(hit?.value?.headers).toMatchObject({
      'content-security-policy': pagePolicy(entry.html),
    });
    expect(pagePolicy(entry.html)).toMatch(/script-src 'self' 'sha256-[^']+';/);
  });

  it('gives a page stored without it (a build-time prerender) its policy on the first read', async () => {
    // Next.js' own cache, as the build leaves a prerendered page (no policy in its headers).
    const plain = new FileSystemCache(options as never);
    await plain.set(
      '/route-cache/APP_PAGE/x/$/b',
      page('b()') as never,
      {
        ...context,
        cacheControl,
      } as never,
    );
    const first = await cache.get('/route-cache/APP_PAGE/x/$/b', context);
    expect(first?.value?.headers).toEqual({ 'content-security-policy': pagePolicy(html('b()')) });
    const again = await cache.get('/route-cache/APP_PAGE/x/$/b', context);
    expect(again?.value?.headers).toBe(first?.value?.headers);
  });

  it('replaces the policy when a page is rendered again with other scripts', async () => {
    await cache.set('/route-cache/APP_PAGE/x/$/c', page('one()'), { ...context, cacheControl });
    await cache.set('/route-cache/APP_PAGE/x/$/c', page('two()'), { ...context, cacheControl });
    const hit = await cache.get('/route-cache/APP_PAGE/x/$/c', context);
    expect(hit?.value?.headers).toEqual({ 'content-security-policy': pagePolicy(html('two()')) });
  });

  it('leaves other entries (data, route handlers) as they are', async () => {
    const fetched = { kind: 'FETCH', data: { body: '<script>x()</script>' }, revalidate: 60 };
    await cache.set('fetch-key', fetched, { fetchCache: true, tags: [] });
    expect(fetched).not.toHaveProperty('headers');
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: {}, status: 200 };
    await cache.set('/route-cache/APP_ROUTE/x/$/r', route, {
      kind: 'APP_ROUTE',
      cacheControl,
    });
    expect(route.headers).toEqual({});
  });
});

describe('the bounds of the ISR cache handler', () => {
  const boundedDir = mkdtempSync(path.join(os.tmpdir(), 'bounded-cache-'));
  afterAll(() => {
    resetCacheStore();
    rmSync(boundedDir, { recursive: true, force: true });
  });
  let serverDistDir = '';
  let run = 0;
  /** A handler on a fresh build folder (or the same one: `restart`). */
  const bounded = (bounds: { maxEntries?: number; maxBytes?: number }, restart = false) => {
    if (!restart) {
      run += 1;
      serverDistDir = path.join(boundedDir, String(run), 'server');
    }
    resetCacheStore();
    return new PagePolicyCache({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      maxMemoryCacheSize: 1e7,
      ...bounds,
    });
  };
  const key = (name: string) => `/route-cache/APP_PAGE/build/$/${name}`;
  const filesOnDisk = () =>
    readdirSync(path.join(serverDistDir, 'route-cache'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.html'));

  it('keeps no more than its entries when a flood of distinct URLs is rendered, the oldest going first', async () => {
    const cache = bounded({ maxEntries: 5 });
    for (let index = 0; index < 40; index += 1) {
      await cache.set(key(`driver/job/${index}`), page(`p${index}()`), {
        ...context,
        cacheControl,
      });
    }
    expect(cacheStoreStats().entries).toBe(5);
    await expect.poll(() => filesOnDisk().length).toBe(5);
    expect(filesOnDisk().sort()).toEqual(
      [35, 36, 37, 38, 39].map((index) =>
        path.join('APP_PAGE', 'build', '$', 'driver', 'job', `${index}.html`),
      ),
    );
    // An evicted page is a miss (rendered again), a kept one a hit.
    expect(await cache.get(key('driver/job/0'), context)).toBeNull();
    expect((await cache.get(key('driver/job/39'), context))?.value?.html).toBe(html('p39()'));
  });

  it('keeps no more than its bytes, and a page read recently stays', async () => {
    const one = Buffer.byteLength(html('p00()')) + Buffer.from('0:{}').length;
    const cache = bounded({ maxBytes: one * 3 });
    for (const index of ['00', '01', '02']) {
      await cache.set(key(`b/${index}`), page(`p${index}()`), { ...context, cacheControl });
    }
    await cache.get(key('b/00'), context); // used: 01 is now the least recently used
    await cache.set(key('b/03'), page('p03()'), { ...context, cacheControl });
    expect(cacheStoreStats().bytes).toBeLessThanOrEqual(one * 3);
    expect(cacheStoreStats().keys.sort()).toEqual([key('b/00'), key('b/02'), key('b/03')]);
  });

  it('does not store a 404 (or any error page), and drops the copy stored while it answered 200', async () => {
    const cache = bounded({ maxEntries: 100 });
    for (let index = 0; index < 20; index += 1) {
      const missing = { ...page(`missing${index}()`), status: 404 };
      await cache.set(key(`nowhere/${index}`), missing, { ...context, cacheControl });
      // The response Next.js sends is made from this object: it still gets its policy.
      expect(missing.headers?.['content-security-policy']).toBe(pagePolicy(missing.html));
    }
    await cache.set(key('driver/job/7'), page('open()'), { ...context, cacheControl });
    expect(await cache.get(key('driver/job/7'), context)).not.toBeNull();
    await cache.set(
      key('driver/job/7'),
      { ...page('closed()'), status: 404 },
      { ...context, cacheControl },
    );
    expect(cacheStoreStats().entries).toBe(0);
    await expect.poll(() => filesOnDisk()).toEqual([]);
    expect(await cache.get(key('driver/job/7'), context)).toBeNull();
    expect(await cache.get(key('nowhere/3'), context)).toBeNull();
  });

  it('counts the entries a previous run left on disk, oldest first', async () => {
    const first = bounded({ maxEntries: 10 });
    for (const [index, name] of ['d/1', 'd/2', 'd/3'].entries()) {
      await first.set(key(name), page(name), { ...context, cacheControl });
      // Written a minute apart, d/1 first (set explicitly: the clock's resolution may tie them).
      const base = path.join(serverDistDir, 'route-cache', 'APP_PAGE', 'build', '$', name);
      for (const suffix of ['.html', '.rsc', '.meta']) {
        utimesSync(`${base}${suffix}`, 1_700_000_000 + index * 60, 1_700_000_000 + index * 60);
      }
    }
    // A restart with a smaller bound: the oldest is removed at once.
    bounded({ maxEntries: 2 }, true);
    expect(cacheStoreStats().entries).toBe(2);
    await expect.poll(() => filesOnDisk().length).toBe(2);
    expect(cacheStoreStats().keys.sort()).toEqual([key('d/2'), key('d/3')]);
  });
});
