import type { NextRequest } from 'next/server';
import { bffPlaceLookups } from '@/features/search/place-lookups';
import { resolveSearch, searchTargetUrl } from '@/features/search/search-target';

/**
 * The search box's GET target (decision 0032): resolves keyword and place words and redirects
 * to the list URL (works without JS). The Location is a path, so the browser stays on the
 * origin it submitted the form from: an absolute URL built from the server's idea of its host
 * (127.0.0.1 vs localhost behind a proxy) could name another origin, which the
 * Content-Security-Policy's form-action refuses. Any input gives a redirect, never a 500:
 * lookups that fail leave place words as keyword words.
 */
export async function GET(request: NextRequest) {
  let location = '/search';
  try {
    location = searchTargetUrl(await resolveSearch(request.nextUrl.searchParams, bffPlaceLookups));
  } catch (error) {
    console.error('search/go: could not resolve the search', error);
  }
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store' },
  });
}
