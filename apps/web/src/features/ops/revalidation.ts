import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { isCacheTag, MAX_REVALIDATION_TARGETS } from '@jobsite/domain/web-cache';

/**
 * On-demand revalidation for operators and the api's publish/close (docs/operations.md,
 * "Pages after a change"): `POST /ops/revalidate` with `Authorization: Bearer $WEB_OPS_TOKEN`
 * and `{ "paths": [...], "tags": [...] }`. With the shared page cache (decision 0036) one
 * instance's revalidation is every instance's. Without a token of at least
 * MIN_TOKEN_LENGTH characters the route does not exist (404), so a deployment that never set
 * one exposes nothing.
 */

export const MIN_TOKEN_LENGTH = 32;
const MAX_PATH_LENGTH = 300;

/** A site path: one leading slash, no scheme or host, printable ASCII (percent-encoded). */
const PATH_PATTERN = /^\/(?!\/)[\x21-\x7e]*$/;

export type RevalidationRequest = { paths: string[]; tags: string[] };

export type RevalidationRefusal = { status: 400 | 401 | 404; code: ErrorCode; message: string };

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether the request carries the configured token (compared in constant time). */
export function authorized(header: string | null, token: string | undefined): boolean | null {
  if (!token || token.length < MIN_TOKEN_LENGTH) return null;
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

function refusal(status: RevalidationRefusal['status'], code: ErrorCode): RevalidationRefusal {
  return { status, code, message: errorMessage(code) };
}

/** The paths and tags of a request body, or why it is refused. */
export function parseRevalidation(body: unknown): RevalidationRequest | RevalidationRefusal {
  const bad = refusal(400, ErrorCode.BAD_USER_INPUT);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bad;
  const { paths = [], tags = [] } = body as { paths?: unknown; tags?: unknown };
  if (!Array.isArray(paths) || !Array.isArray(tags)) return bad;
  const targets = paths.length + tags.length;
  if (targets === 0 || targets > MAX_REVALIDATION_TARGETS) return bad;
  const pathOk = (p: unknown) =>
    typeof p === 'string' && p.length <= MAX_PATH_LENGTH && PATH_PATTERN.test(p);
  const tagOk = (t: unknown) => typeof t === 'string' && isCacheTag(t);
  if (!paths.every(pathOk) || !tags.every(tagOk)) return bad;
  return { paths: [...new Set(paths as string[])], tags: [...new Set(tags as string[])] };
}

export const refusals = {
  notFound: refusal(404, ErrorCode.NOT_FOUND),
  unauthorized: refusal(401, ErrorCode.UNAUTHORIZED_ERROR),
};
