import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream/client';

/**
 * `POST /graphql`: forwards the operation to the upstream in one round-trip. Upstream
 * GraphQL errors pass through unchanged; an unreachable upstream answers a stable code.
 */
export async function graphqlForwardRoute(
  app: FastifyInstance,
  opts: { upstream: UpstreamClient },
): Promise<void> {
  app.post('/graphql', async (request, reply) => {
    try {
      const upstream = await opts.upstream.post(JSON.stringify(request.body), {
        requestId: request.id,
      });
      return reply
        .code(upstream.statusCode)
        .type('application/json; charset=utf-8')
        .send(upstream.body);
    } catch (error) {
      request.log.error({ err: error }, 'upstream request failed');
      return reply.code(502).send({
        data: null,
        errors: [
          {
            message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
            extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE },
          },
        ],
      });
    }
  });
}
