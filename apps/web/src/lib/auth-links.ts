import { LOGIN_PATH, SIGNUP_PATH } from './account-paths';

const JOB_DETAIL = /^\/[a-z_]+\/job\/\d+\/?$/;
const ENTRY = /^\/entry\/?$/;
const MAGAZINE = /^\/magazine(\/|$)/;
const MAGAZINE_ARTICLE = /^\/magazine\/articles\/(\d+)\/?$/;

/** The magazine article id of a path, if it is an article page. */
export function magazineArticleIdOf(pathname: string): string | null {
  return MAGAZINE_ARTICLE.exec(pathname)?.[1] ?? null;
}

/** Query added to the sign-up link of magazine pages (spec §2 Header, §4 attribution). */
export function magazineSignupQuery(pathname: string): URLSearchParams | null {
  if (!MAGAZINE.test(pathname)) return null;
  const query = new URLSearchParams({ internal_source: 'magazine' });
  const articleId = magazineArticleIdOf(pathname);
  if (articleId) query.set('magazine_article_id', articleId);
  return query;
}

/**
 * Login and sign-up hrefs for the current page (spec §2 Header): from job detail and /entry
 * they keep the current query; from magazine pages sign-up carries internal_source=magazine
 * (and magazine_article_id on an article).
 */
export function authLinksFor(pathname: string, search: string): { login: string; signup: string } {
  const login = LOGIN_PATH;
  const signup = SIGNUP_PATH;
  if (JOB_DETAIL.test(pathname) || ENTRY.test(pathname)) {
    const query = search.startsWith('?') ? search.slice(1) : search;
    return query ? { login: `${login}?${query}`, signup: `${signup}?${query}` } : { login, signup };
  }
  const magazine = magazineSignupQuery(pathname);
  if (magazine) return { login, signup: `${signup}?${magazine}` };
  return { login, signup };
}
