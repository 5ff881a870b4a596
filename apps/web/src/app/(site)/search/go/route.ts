import type { NextRequest } from 'next/server';
import { searchTargetPath } from '@/features/search/search-target';

/**
 * The search form's GET target: redirects to the matching list page (works without JS). The
 * Location is a path, so the browser stays on the origin it submitted the form from: an
 * absolute URL built from the server's idea of its host (127.0.0.1 vs localhost behind a
 * proxy) could name another origin, which the Content-Security-Policy's form-action refuses.
 */
export function GET(request: NextRequest) {
  return new Response(null, {
    status: 303,
    headers: { location: searchTargetPath(request.nextUrl.searchParams) },
  });
}
