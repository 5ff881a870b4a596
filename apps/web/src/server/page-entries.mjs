// What both ISR stores (cache-handler.mjs: the file system; redis-page-cache.mjs: Redis)
// do to an entry: the page's own Content-Security-Policy (docs/decisions/0017-content-security-policy.md),
// and no copy of an error answer.
import { pagePolicy } from '../lib/security-headers.mjs';

const HEADER = 'content-security-policy';
const development = process.env.NODE_ENV === 'development';

const isPage = (value) =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html !== '';

/** Sets the policy of its HTML on a cached page (`always`: also when it has one already). */
export function withPagePolicy(value, { always }) {
  if (!isPage(value) || (!always && value.headers?.[HEADER])) return;
  value.headers ??= {};
  value.headers[HEADER] = pagePolicy(value.html, { development });
}

export const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** Whether a page or route was answered with an error status (not stored). */
export function isErrorResponse(value) {
  return RESPONSE_KINDS.has(value?.kind) && typeof value.status === 'number' && value.status >= 400;
}
