// The Next.js internals the web's server code uses (next-internals.mjs, decision 0060), checked
// against the installed Next.js: an upgrade that moves or changes one fails here, by name.
// After a change of the pin, e2e/security-headers.e2e.ts (the CSP smoke test) runs as well.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileSystemCache, loadBusboy, nodeFs, tagsManifest } from './next-internals.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'next-internals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Next.js the web is written against', () => {
  it('is the exact version package.json pins', async () => {
    const pinned = (await import('../../package.json', { with: { type: 'json' } })).default
      .dependencies.next;
    const installed = (await import('next/package.json', { with: { type: 'json' } })).default
      .version;
    expect(pinned, 'next must be pinned exactly (decision 0060)').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, 'installed next is not the pinned version').toBe(pinned);
  });
});

describe('FileSystemCache (extended by cache-handler.mjs)', () => {
  const cache = new FileSystemCache({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    maxMemoryCacheSize: 1e6,
  });
  const key = '/route-cache/APP_PAGE/x/$/probe';
  const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

  it('keeps serverDistDir and a static memory cache with remove()', () => {
    expect(cache.serverDistDir).toBe(dir);
    expect(typeof FileSystemCache.memoryCache?.remove).toBe('function');
  });

  it('stores a page under the paths getFilePath names, and returns its headers', async () => {
    const html = '<!DOCTYPE html><html><body><script>probe()</script></body></html>';
    await cache.set(
      key,
      {
        kind: 'APP_PAGE',
        html,
        rscData: Buffer.from('0:{}'),
        headers: { 'content-security-policy': 'probe' },
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      },
      { ...context, cacheControl: { revalidate: 300, expire: undefined } },
    );
    const htmlFile = cache.getFilePath(`${key}.html`, 'APP_PAGE');
    expect(htmlFile.startsWith(dir)).toBe(true);
    expect(readFileSync(htmlFile, 'utf8')).toBe(html);
    FileSystemCache.memoryCache?.remove(key);
    const read = await cache.get(key, context);
    expect(read?.value).toMatchObject({
      kind: 'APP_PAGE',
      html,
      headers: { 'content-security-policy': 'probe' },
    });
  });

  it('records a revalidated tag in the tagsManifest redis-page-cache.mjs shares', async () => {
    tagsManifest.delete('probe-tag');
    await cache.revalidateTag(['probe-tag']);
    expect(tagsManifest.get('probe-tag')?.expired).toBeTypeOf('number');
  });
});

describe('tagsManifest (written by redis-page-cache.mjs)', () => {
  it('is the map Next.js reads to decide that a tag expired', async () => {
    const { areTagsExpired, areTagsStale } = (await import(
      // Next.js' own reader of the map, imported here only to prove it reads the same one.
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
    )) as {
      areTagsExpired: (tags: string[], timestamp: number) => boolean;
      areTagsStale: (tags: string[], timestamp: number) => boolean;
    };
    tagsManifest.set('shared-tag', { stale: 2_000, expired: 2_000 });
    expect(areTagsStale(['shared-tag'], 1_000)).toBe(true);
    expect(areTagsExpired(['shared-tag'], 1_000)).toBe(true);
    expect(areTagsExpired(['shared-tag'], 3_000)).toBe(false);
    tagsManifest.delete('shared-tag');
  });
});

describe('busboy (request-guards.mjs)', () => {
  it('parses a multipart body and fails on a broken one', async () => {
    const busboy = await loadBusboy();
    const parse = (body: string) =>
      new Promise<string>((resolve) => {
        const parser = busboy({
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        });
        parser.on('error', () => resolve('error'));
        parser.on('close', () => resolve('close'));
        parser.end(Buffer.from(body));
      });
    const good = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
    expect(await parse(good)).toBe('close');
    expect(await parse('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1')).toBe('error');
  });
});
