import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import type { FastifyInstance } from 'fastify';
import { sendAuthCode, sendAuthError } from '../http/errors';
import { UpstreamError } from '../upstream/client';

/**
 * `GET /feeds/jobs.xml`: the aggregators' job feed (decision 0034), which the api writes and
 * streams. The web forwards the path here like `/attachments/*`; this forwards it to the api
 * with the crawler's conditional headers and streams the answer back untouched: 200 with
 * the body, or 304. No session, no cookies: the feed is public and the same for everyone.
 */
export const FEED_ROUTE = '/feeds/jobs.xml';

/** Request headers passed on: the conditional ones. */
const CONDITIONAL = ['if-none-match', 'if-modified-since'] as const;
/** Answer headers passed back. */
const PASSED_BACK = ['content-type', 'etag', 'last-modified', 'cache-control', 'x-feed-jobs'];

export default async function feedRoutes(app: FastifyInstance) {
  app.get(FEED_ROUTE, async (request, reply) => {
    const headers: Record<string, string> = {};
    for (const name of CONDITIONAL) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await app.upstream.get(FEED_ROUTE, { requestId: request.id, headers });
      if (answer.statusCode !== 200 && answer.statusCode !== 304) {
        await answer.body.dump();
        request.log.warn({ status: answer.statusCode }, 'job feed refused upstream');
        return sendAuthCode(reply, 502, ErrorCode.UPSTREAM_UNAVAILABLE);
      }
      for (const name of PASSED_BACK) {
        const value = answer.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      if (answer.statusCode === 304) {
        await answer.body.dump();
        return reply.code(304).send();
      }
      return reply.send(answer.body);
    } catch (error) {
      if (error instanceof UpstreamError) {
        request.log.error({ err: error.cause ?? error }, `job feed: ${error.code}`);
        return sendAuthError(reply, error.statusCode, error.code, errorMessage(error.code));
      }
      throw error;
    }
  });
}
