/**
 * Login and sign-up, in a module of their own: the site header (first-load on every page)
 * links to them, and a client module importing `paths` gets every route of the site with it
 * (module granularity, docs/decisions/0064 and 0069). `paths` builds on these.
 */
export const SIGNUP_PATH = '/member/signup/';
export const LOGIN_PATH = '/member/login/';
