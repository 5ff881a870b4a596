/**
 * The ISR cache of Next.js (its own file-system cache, unchanged) with one addition: every
 * cached HTML page carries the Content-Security-Policy of its own body, whose `script-src`
 * names the page's inline scripts by SHA-256 hash instead of `'unsafe-inline'`
 * (docs/decisions/0017-content-security-policy.md).
 *
 * Next.js sends an APP_PAGE entry's `headers` with the page, for a cache hit, a stale page
 * served while it is rendered again, and the first render too (the response is made from the
 * very entry object stored here). The policy is computed once per stored entry: when a page is
 * stored (`set`), and for entries that reach the cache without `set` (pages prerendered by
 * `next build`) on their first `get`, kept on the entry in memory from then on.
 * e2e/security-headers.e2e.ts checks that a first render and a cached copy each carry the one
 * policy of their body (server.mjs keeps the baseline from being sent beside it).
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { pagePolicy } from '../lib/security-headers.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const HEADER = 'content-security-policy';
const development = process.env.NODE_ENV === 'development';

const isPage = (value) =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html !== '';

/** Sets the policy of its HTML on a cached page (`always`: also when it has one already). */
function withPagePolicy(value, { always }) {
  if (!isPage(value) || (!always && value.headers?.[HEADER])) return;
  value.headers ??= {};
  value.headers[HEADER] = pagePolicy(value.html, { development });
}

export default class PagePolicyCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    withPagePolicy(entry?.value, { always: false });
    return entry;
  }

  async set(key, data, ctx) {
    withPagePolicy(data, { always: true });
    return super.set(key, data, ctx);
  }
}
