import { isOccupationNameEn } from '@jobsite/domain/masters';
import { type NextRequest, NextResponse } from 'next/server';
import {
  hasSessionCookie,
  MEMBER_VIEW_PREFIX,
  memberViewUrl,
} from './features/member-only/member-view';
import { bffUnavailable, bffUnavailableAt } from './lib/bff-proxy';
import {
  ALL_CHOICES,
  DEFAULT_LIST_QUERY,
  encodeQuerySegment,
  isSearchQuery,
  LIST_PARAMS,
  type ListQuery,
  parseListSearchParams,
  readListSearchParams,
  SEARCH_PARAMS,
} from './lib/list-query';
import { SEARCH_VIEW_PREFIX } from './lib/search-view';
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

/**
 * A job search: a list or `/search` with a keyword or a condition beyond the SEO variants'
 * (decision 0031). Rendered per request under SEARCH_VIEW_PREFIX, parameters kept.
 */
export function searchViewUrl(url: URL): URL | null {
  const isSearchPage = url.pathname === '/search' || url.pathname === '/search/';
  if (!isSearchPage && listKindOf(url.pathname) !== 'jobs') return null;
  const { query, problems } = readListSearchParams(url.searchParams);
  // /search without conditions is the search form; with a place only it is a search too. A
  // search parameter whose value was dropped (`km=-1`) is rendered too, to say why.
  const searching =
    isSearchQuery(query) ||
    problems.length > 0 ||
    (isSearchPage && url.searchParams.has('pref')) ||
    url.searchParams.get(ALL_CHOICES.param) === ALL_CHOICES.value;
  if (!searching) return null;
  const target = new URL(url);
  target.pathname = `${SEARCH_VIEW_PREFIX}${isSearchPage ? '' : url.pathname}`;
  return target;
}

/** The rewritten URL of a list request, or null to serve it as it is. */
export function rewriteListUrl(url: URL): URL | null {
  const search = searchViewUrl(url);
  if (search) return search;
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
  // Parameters of a search whose values were all dropped (`km=-1`) leave the cached page too.
  if (kind === 'jobs') {
    for (const name of Object.values(SEARCH_PARAMS)) target.searchParams.delete(name);
  }
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
 * Other pages rendered per request, never cached: the magazine's keyword search, and the member
 * renderings and job searches asked for by their own path. Nothing cached means no body whose scripts could be
 * hashed ahead (src/server/cache-handler.mjs), so they take the nonce-based policy as well.
 */
const PER_REQUEST_PREFIXES = ['/magazine/search', MEMBER_VIEW_PREFIX, SEARCH_VIEW_PREFIX];

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
  const searching = listTarget?.pathname.startsWith(SEARCH_VIEW_PREFIX) === true;
  // A member's lists and job pages are rendered for them (member-only jobs, decision 0018);
  // a member's search keeps its parameters, which the member view reads.
  const memberView =
    hasSessionCookie(request.cookies) &&
    memberViewUrl(searching ? request.nextUrl : (listTarget ?? request.nextUrl));
  // A search is rendered per request: nothing cached to hash, so it takes a nonce (0017).
  if (memberView || searching || takesNonce(request.nextUrl.pathname)) {
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
    '/search-view',
    '/search-view/:path*',
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'hiring' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'salary' }] },
    // SEARCH_PARAMS (and /search's `pref`): searches, rendered per request (decision 0031).
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'feature' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'city' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'annual' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'shift' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'new' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'closed' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'near' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'lat' }] },
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'km' }] },
    { source: '/search', has: [{ type: 'query', key: 'pref' }] },
    // ALL_CHOICES: a list's every-choice view, rendered per request (decision 0069).
    { source: '/((?!_next/|graphql|auth/|healthz).*)', has: [{ type: 'query', key: 'choices' }] },
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
