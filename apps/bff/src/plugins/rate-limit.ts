import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { KnownDevices } from '../rate-limit/known-devices';
import {
  RATE_LIMITS,
  RateLimiter,
  type RateLimits,
  SIGN_IN_BACKOFFS,
  type SignInBackoffs,
} from '../rate-limit/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    rateLimits: RateLimits;
    signInBackoffs: SignInBackoffs;
    knownDevices: KnownDevices;
  }
}

async function rateLimitPlugin(
  app: FastifyInstance,
  opts: {
    config: BffConfig;
    rateLimits?: Partial<RateLimits>;
    signInBackoffs?: Partial<SignInBackoffs>;
  },
) {
  app.decorate('rateLimiter', new RateLimiter(app.redis, opts.config.REDIS_KEY_PREFIX));
  app.decorate('rateLimits', { ...RATE_LIMITS, ...opts.rateLimits });
  app.decorate('signInBackoffs', { ...SIGN_IN_BACKOFFS, ...opts.signInBackoffs });
  app.decorate('knownDevices', new KnownDevices(app.redis, opts.config.REDIS_KEY_PREFIX));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
