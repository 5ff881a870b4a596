import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../lib/security-headers.mjs';
import PagePolicyCache from './cache-handler.mjs';

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
