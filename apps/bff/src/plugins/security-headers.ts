import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';

/**
 * Security headers on every response. The BFF serves JSON only (GraphiQL in development
 * aside), so the policy forbids everything a document could load or be framed by.
 */
async function securityHeadersPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  const production = opts.config.NODE_ENV === 'production';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the site is served over https.
    hsts:
      production && opts.config.SITE_ORIGIN.startsWith('https:')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
