/**
 * The one module that reaches into Next.js' private files (`next/dist/...`): nothing else in
 * the web imports them (docs/decisions/0060-next-internals-in-one-adapter.md). Each is used
 * because Next.js offers no public API for it:
 *
 * - `FileSystemCache`: Next.js' own ISR store, which cache-handler.mjs extends so a single
 *   instance keeps Next.js' file layout and memory cache while adding each page's policy
 *   (decision 0017). The public `CacheHandler` interface has no "default store" to delegate to.
 * - `tagsManifest`: the per-process map of revalidated tags Next.js reads to decide whether a
 *   cached entry is stale or expired; redis-page-cache.mjs copies another instance's
 *   revalidations into it (decision 0036).
 * - `loadBusboy`: the multipart parser Next.js' Server Action handler uses, so request-guards
 *   refuses exactly the bodies Next.js would fail on (with 400 instead of its 500).
 *
 * next-internals.test.ts checks every shape used here against the installed Next.js and that
 * it is the version package.json pins: an upgrade that moves or changes one fails there, by
 * name, before any page is served.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** Next.js' file-system ISR store (a class; its static `memoryCache` is the in-memory copy). */
export const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

/** Next.js' map of revalidated tags: tag → `{ stale?, expired? }` (epoch milliseconds). */
export const tagsManifest = tagsManifestModule.tagsManifest;

/** Loads Next.js' own multipart parser (the one its action handler uses). */
export async function loadBusboy() {
  const module = await import('next/dist/compiled/busboy/index.js');
  return module.default ?? module;
}

/** The file-system methods Next.js hands its ISR store (tests construct one with them). */
export { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
