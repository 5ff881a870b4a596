/**
 * Where sign-in, sign-up and session expiry send the browser (spec §2 `redirect_path`, §8).
 * Pure functions: no imports beyond paths, safe on the server and in the browser.
 */
import { paths } from '../paths';

/** Query parameter of /member/login/ (and /member/signup/) naming where to go afterwards. */
export const REDIRECT_PARAM = 'redirect_path';

/** The origin used only to parse relative paths; never visited. */
const PARSE_BASE = 'http://site.invalid';

/**
 * A same-site path to return to, or null. Refuses anything that could leave the site or
 * loop back into the account forms: absolute and protocol-relative URLs (`//evil`, `/\evil`),
 * control characters, and the login, sign-up and password reset pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  if (isAccountFormPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
