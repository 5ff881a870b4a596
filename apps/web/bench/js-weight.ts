import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a modern browser downloads for a route on first load: every `<script src>`
 * of the HTML except `nomodule` ones (polyfills only old browsers fetch), plus scripts the HTML
 * preloads. Sizes are gzip (level 9) of each file, as a CDN would send them.
 */
export function scriptUrlsOf(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) urls.add(new URL(src.replace(/&amp;/g, '&'), pageUrl).toString());
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    const isScript =
      /\brel="modulepreload"/.test(attrs) ||
      (/\brel="preload"/.test(attrs) && /\bas="script"/.test(attrs));
    const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
    if (isScript && href) urls.add(new URL(href.replace(/&amp;/g, '&'), pageUrl).toString());
  }
  return [...urls];
}

export type JsWeight = { files: number; gzipBytes: number; rawBytes: number };

export async function jsWeightOf(pageUrl: string): Promise<JsWeight> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl}: HTTP ${response.status}`);
  const urls = scriptUrlsOf(await response.text(), pageUrl);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, gzipBytes, rawBytes };
}
