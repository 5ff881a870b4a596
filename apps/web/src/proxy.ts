import { isOccupationNameEn } from '@jobsite/domain/masters';
import { type NextRequest, NextResponse } from 'next/server';
import {
  hasSessionCookie,
  MEMBER_VIEW_PREFIX,
  memberViewUrl,
} from './features/member-only/member-view';
import { bffUnavailable, bffUnavailableAt } from './lib/bff-proxy';
import {
  DEFAULT_LIST_QUERY,
  encodeQuerySegment,
  LIST_PARAMS,
  type ListQuery,
  parseListSearchParams,
} from './lib/list-query';
import { contentSecurityPolicy } from './lib/security-headers.mjs';

/**
 * Keeps paginated and filtered lists static. A list URL with query parameters
 * (`/driver/tokyo/?sort=highest_salary&page=2`) is rewritten to the same list with the query
 * as one canonical path segment (`/driver/tokyo/_q~sort~highest_salary~page~2`), which the
 * list routes read from their params. Reading `searchParams` instead would render every list
 * per request; this way each variant is rendered once and served from the cache.
 */

type ListKind = 'jobs' | 'content';

const CONTENT_LISTS = [
  /^\/company\/\d+\/?$/,
  /^\/magazine\/?$/,
  /^\/magazine\/category\/\d+\/?$/,
  /^\/news\/?$/,
  /^\/comment\/?$/,
];

/** Which kind of list a pathname is, or null when it is not a list. */
export function listKindOf(pathname: string): ListKind | null {
  if (CONTENT_LISTS.some((pattern) => pattern.test(pathname))) return 'content';
  const [, occupation, second] = pathname.split('/');
  if (isOccupationNameEn(occupation) && second !== 'job' && !pathname.includes('/_q~')) {
    return 'jobs';
  }
  return null;
}

/** The rewritten URL of a list request, or null to serve it as it is. */
export function rewriteListUrl(url: URL): URL | null {
  const kind = listKindOf(url.pathname);
  if (!kind) return null;
  const parsed = parseListSearchParams(url.searchParams);
  // Content lists only page; job lists also sort and filter.
  const query: ListQuery = kind === 'jobs' ? parsed : { ...DEFAULT_LIST_QUERY, page: parsed.page };
  const segment = encodeQuerySegment(query);
  if (!segment) return null;
  const target = new URL(url);
  target.pathname = `${url.pathname.replace(/\/+$/, '')}/${segment}`;
  for (const name of Object.values(LIST_PARAMS)) target.searchParams.delete(name);
  return target;
}

/**
 * Paths under these prefixes belong to the BFF (sessions; message attachment downloads; the
 * aggregators' job feed, which the api streams, decision 0034).
 */
const BFF_PREFIXES = ['/auth/', '/attachments/', '/feeds/'];

/**
 * `/graphql`, `/auth/*` and `/attachments/*` on the web origin go to the BFF, so the browser
 * only ever talks to this origin and its cookies stay first-party. BFF_URL is read when the
 * server runs. While the BFF refuses connections or does not answer (lib/bff-proxy.ts) the proxy answers 503
 * UPSTREAM_UNAVAILABLE itself: a rewrite to it would answer a bare 500.
 */
export function bffUrlFor(url: URL, bffOrigin = process.env.BFF_URL ?? 'http://127.0.0.1:4000') {
  const toBff =
    url.pathname === '/graphql' || BFF_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  if (!toBff) return null;
  return new URL(`${url.pathname}${url.search}`, bffOrigin);
}

/**
 * Pages rendered per request for one person (my page, applying, scout answers, the saved list,
 * history, recommendations). They take the nonce-based policy (decision 0017); every page under
 * them must render per request, or its scripts would carry no nonce.
 */
const PERSONAL_PREFIXES = ['/member', '/entry', '/scout', '/keep', '/history', '/recommend'];

const underAny = (prefixes: string[], pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export function isPersonalPage(pathname: string): boolean {
  return underAny(PERSONAL_PREFIXES, pathname);
}

/**
 * Other pages rendered per request, never cached: the magazine's keyword search and the member
 * renderings asked for by their own path. Nothing cached means no body whose scripts could be
 * hashed ahead (src/server/cache-handler.mjs), so they take the nonce-based policy as well.
 */
const PER_REQUEST_PREFIXES = ['/magazine/search', MEMBER_VIEW_PREFIX];

/** Whether a page takes the nonce-based policy: personal, or rendered per request. */
export function takesNonce(pathname: string): boolean {
  return isPersonalPage(pathname) || underAny(PER_REQUEST_PREFIXES, pathname);
}

/**
 * Lets the page render with a fresh nonce: Next.js reads it from the request's
 * Content-Security-Policy and puts it on every script it writes; the browser gets the same
 * policy.
 */
function withNonce(request: NextRequest, target: URL | null): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy({
    development: process.env.NODE_ENV === 'development',
    nonce,
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = target
    ? NextResponse.rewrite(target, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export async function proxy(request: NextRequest) {
  const bff = bffUrlFor(request.nextUrl);
  if (bff) {
    return (await bffUnavailableAt(bff))
      ? bffUnavailable(request.nextUrl.pathname)
      : NextResponse.rewrite(bff);
  }
  const listTarget = rewriteListUrl(request.nextUrl);
  // A member's lists and job pages are rendered for them (member-only jobs, decision 0018).
  const memberView =
    hasSessionCookie(request.cookies) && memberViewUrl(listTarget ?? request.nextUrl);
  if (memberView || takesNonce(request.nextUrl.pathname)) {
    return withNonce(request, memberView || listTarget);
  }
  return listTarget ? NextResponse.rewrite(listTarget) : NextResponse.next();
}

/**
 * Runs only on BFF paths, on pages rendered per request (`takesNonce`), on requests that carry
 * a list parameter (`LIST_PARAMS`) and on requests with the session cookie
 * (`SESSION_COOKIE_NAMES`: the member view). The matcher must be a literal for Next.js to read
 * it at build time.
 */
export const config = {
  matcher: [
    '/graphql',
    '/auth/:path*',
    '/attachments/:path*',
    '/feeds/:path*',
    // isPersonalPage: the nonce-based policy.
    '/member/:path*',
    '/entry/:path*',
    '/scout/:path*',
    '/keep/:path*',
    '/history/:path*',
    '/recommend/:path*',
    // takesNonce: public pages rendered per request.
    '/magazine/search',
    '/member-view/:path*',
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'hiring' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'salary' }] },
    {
      source: '/((?!_next/|graphql|auth/|attachments/|feeds/|healthz|member).*)',
      has: [{ type: 'cookie', key: 'sid' }],
    },
    {
      source: '/((?!_next/|graphql|auth/|attachments/|feeds/|healthz|member).*)',
      has: [{ type: 'cookie', key: '__Host-sid' }],
    },
  ],
};
