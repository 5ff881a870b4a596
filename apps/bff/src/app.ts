import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import {
  echoRequestId,
  healthRoutes,
  requestIdMixin,
  requestIdOptions,
} from '@jobsite/service-kit';
import type { QueryLimits } from '@jobsite/service-kit/graphql-limits';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BffConfig } from './config';
import { sendAuthError } from './http/errors';
import csrf from './plugins/csrf';
import graphql from './plugins/graphql';
import identity from './plugins/identity';
import metrics from './plugins/metrics';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import upstream from './plugins/upstream';
import type { RateLimits, SignInBackoffs } from './rate-limit/rate-limiter';
import adminRoutes from './routes/admin';
import attachmentRoutes from './routes/attachments';
import authRoutes from './routes/auth';
import feedRoutes from './routes/feeds';

/** Knobs tests turn; production runs on the defaults. */
export interface BuildOptions {
  rateLimits?: Partial<RateLimits>;
  signInBackoffs?: Partial<SignInBackoffs>;
  queryLimits?: Partial<QueryLimits>;
  /** The clock cached master data ages by (tests move it instead of waiting). */
  now?: () => number;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
}

/** Largest request body outside multipart uploads (which have their own limit). */
const BODY_LIMIT = 100 * 1024;

/** Builds the BFF: a list of plugins, each one concern, with options from validated config. */
export async function buildApp(
  config: BffConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      mixin: requestIdMixin,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    ...requestIdOptions({ disableRequestLogging: !config.LOG_REQUESTS }),
  });
  echoRequestId(app);
  // /auth and /admin answer errors in their own shape; /graphql formats its own (plugins/graphql.ts).
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const code = statusCode >= 500 ? ErrorCode.INTERNAL_SERVER_ERROR : ErrorCode.BAD_USER_INPUT;
    return sendAuthError(reply, statusCode, code, errorMessage(code));
  });

  await app.register(securityHeaders, { config });
  await app.register(metrics, { config });
  await app.register(redis, { config });
  await app.register(upstream, { config });
  await app.register(identity, { config });
  await app.register(session, { config });
  await app.register(csrf, { config });
  await app.register(rateLimit, {
    config,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.signInBackoffs ? { signInBackoffs: options.signInBackoffs } : {}),
  });
  await app.register(healthRoutes, { checkReady: () => app.upstream.checkReady() });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(graphql, {
    config,
    ...(options.queryLimits ? { limits: options.queryLimits } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(attachmentRoutes);
  await app.register(feedRoutes);
  if (config.ADMIN_TOKEN)
    await app.register(adminRoutes, { prefix: '/admin', adminToken: config.ADMIN_TOKEN });
  return app;
}
