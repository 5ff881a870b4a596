/**
 * The member rendering of job lists and job pages (docs/decisions/0018). Public pages are
 * cached and the same for every visitor: member-only jobs (会員限定求人) are never in them. A
 * request that carries the BFF's session cookie is rewritten by the proxy to the same page
 * under MEMBER_VIEW_PREFIX, rendered per request with the member's session, where member-only
 * jobs show like any job. Pure functions: the proxy (edge) and tests import them.
 */
import { sessionCookieNames } from '@jobsite/domain/constants';
import { isOccupationNameEn } from '@jobsite/domain/masters';

/** Where the member renderings live (app/(site)/member-view); never linked to. */
export const MEMBER_VIEW_PREFIX = '/member-view';

/** The BFF's HttpOnly session cookie, on https (`__Host-`) and on local http. */
export const SESSION_COOKIE_NAMES: readonly string[] = [
  sessionCookieNames(true).session,
  sessionCookieNames(false).session,
];

/** Whether a request carries a session cookie (a member, or a session the BFF will refuse). */
export function hasSessionCookie(cookies: { has(name: string): boolean }): boolean {
  return SESSION_COOKIE_NAMES.some((name) => cookies.has(name));
}

/**
 * The member rendering of a URL, or null when the page has none: the occupation lists and job
 * pages (`/driver`, `/driver/tokyo/_q~…`, `/driver/job/123`), the pages member-only jobs are in.
 */
export function memberViewUrl(url: URL): URL | null {
  const [, first] = url.pathname.split('/');
  if (!isOccupationNameEn(first)) return null;
  const target = new URL(url);
  target.pathname = `${MEMBER_VIEW_PREFIX}${url.pathname}`;
  return target;
}
