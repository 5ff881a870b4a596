/**
 * Where sign-in, sign-up and session expiry send the browser (spec §2 `redirect_path`, §8).
 * Pure functions: no imports beyond paths, safe on the server and in the browser.
 */
import { paths } from '../paths';

import { REDIRECT_PARAM } from './redirect-param';

export { REDIRECT_PARAM };

/** The origin a candidate is resolved against; only compared, never visited. */
const PARSE_BASE = 'http://site.invalid';

/** The longest return path accepted (a list URL with every filter is well under it). */
const MAX_RETURN_PATH = 2000;

/**
 * Characters no return path made by the site contains, refused before parsing: control
 * characters (C0, DEL, C1), backslashes (browsers read `\` as `/`), whitespace, and the
 * Unicode line and paragraph separators.
 */
const REFUSED_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

/**
 * Percent-escapes that hide a path structure from this check but not from what decodes the
 * path later (a server, a proxy, the router): `/`, `\`, `.`, `%` (double encoding) and
 * control characters.
 */
const REFUSED_ESCAPES = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i;

/** A `.` or `..` segment, in the candidate's own spelling. */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * A same-site path to return to (pathname and query, normalised), or null. The candidate is
 * resolved against the site's origin with `new URL` and must stay on it; the result must read
 * as the same path wherever it is used again (a browser, `redirect()`, the App Router), so
 * what a later normalisation could turn into another host is refused before:
 * absolute and protocol-relative URLs (`https://evil`, `//evil`, `/\evil`), dot segments
 * (`/..//evil` resolves to `//evil`), encoded slashes, backslashes and dots, double encoding,
 * control characters and whitespace. The login, sign-up and password reset pages are refused
 * too (a redirect back into them would loop). The fragment is dropped.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) {
    return null;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (REFUSED_CHARACTERS.test(value)) return null;
  const [pathPart = ''] = value.split(/[?#]/, 1);
  if (REFUSED_ESCAPES.test(pathPart) || DOT_SEGMENT.test(pathPart)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || url.username || url.password) return null;
  const result = `${url.pathname}${url.search}`;
  // What the result names when resolved again: still this origin, still this path.
  if (!result.startsWith('/') || result.startsWith('//')) return null;
  const again = new URL(result, PARSE_BASE);
  if (again.origin !== PARSE_BASE || `${again.pathname}${again.search}` !== result) return null;
  if (isAccountFormPath(url.pathname)) return null;
  return result;
}

const ACCOUNT_FORMS = [paths.login(), paths.signup(), paths.resetPassword()];

/** /member/login/, /member/signup/ and /member/resetPassword/ (with or without the slash). */
export function isAccountFormPath(pathname: string): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return ACCOUNT_FORMS.includes(withSlash);
}

/** True for `/member` and every path under `/member/` (spec §8's member paths). */
export function isMemberPath(pathname: string): boolean {
  return pathname === '/member' || pathname.startsWith('/member/');
}

/**
 * Spec §8: the login page to send an expired session to. Member paths come back afterwards
 * (`/member/login/?redirect_path=<encoded path and query>`); other paths get plain
 * `/member/login/`. On an account form the query stays: it already says where signing in
 * leads (a member page rendered on the server sends an expired session to
 * `/member/login/?redirect_path=…`, where the browser then ends the session), and
 * `destinationAfterAuth` checks it when it is used.
 */
export function loginPathAfterExpiry(pathname: string, search = ''): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  if (isAccountFormPath(pathname))
    return query === '?' ? paths.login() : `${paths.login()}${query}`;
  if (!isMemberPath(pathname)) return paths.login();
  return paths.loginReturningTo(`${pathname}${query}`);
}

/** Login for a member page a signed-out visitor opened (requireMember, client guards). */
export function loginPathFor(returnPath: string): string {
  const safe = safeReturnPath(returnPath);
  return safe ? paths.loginReturningTo(safe) : paths.login();
}

/**
 * Where to go after a successful sign-in or sign-up, from the login/sign-up page's query:
 * 1. a safe `redirect_path`;
 * 2. `/entry` with the same query when it names a job (`job_id`): the visitor came from the
 *    application page or a job page's apply button (spec §2 keeps the query), so the
 *    application continues;
 * 3. otherwise `fallback` (my page).
 */
export function destinationAfterAuth(
  query: URLSearchParams,
  fallback: string = paths.myPage(),
): string {
  const returnPath = safeReturnPath(query.get(REDIRECT_PARAM));
  if (returnPath) return returnPath;
  if (query.get('job_id')) {
    const rest = new URLSearchParams(query);
    rest.delete(REDIRECT_PARAM);
    return `/entry?${rest}`;
  }
  return fallback;
}
