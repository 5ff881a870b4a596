import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isMasterDataField } from '../graphql/master-data';

const invalidateSchema = z
  .object({ fields: z.array(z.string().refine(isMasterDataField)).optional() })
  .optional();

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/admin/*`, for operators only: `Authorization: Bearer <ADMIN_TOKEN>`. Registered only when
 * ADMIN_TOKEN is set. Not reachable through the web (it rewrites /graphql and /auth/* only).
 */
export default async function adminRoutes(app: FastifyInstance, opts: { adminToken: string }) {
  app.addHook('onRequest', async (request, reply) => {
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, opts.adminToken))
      return reply
        .code(401)
        .send({ error: { code: 'UNAUTHORIZED_ERROR', message: 'admin token required' } });
  });

  // POST /admin/cache/invalidate {"fields": ["occupations"]} (no fields: everything).
  app.post('/cache/invalidate', async (request, reply) => {
    const parsed = invalidateSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: { code: 'BAD_USER_INPUT', message: 'fields must be master-data root fields' },
      });
    }
    const fields = parsed.data?.fields;
    const deleted = await app.masterDataCache.invalidate(fields);
    request.log.info({ fields: fields ?? 'all', deleted }, 'master-data cache invalidated');
    return { invalidated: fields ?? 'all', deleted };
  });

  app.get('/cache/stats', async () => app.masterDataCache.stats);
}
