/**
 * Where searches render (app/(site)/search-view; decision 0031): the proxy rewrites a list or
 * `/search` URL with search conditions to this prefix, keeping the parameters; the address
 * bar keeps the public URL. Never linked to, never cached, never indexed.
 */
export const SEARCH_VIEW_PREFIX = '/search-view';
