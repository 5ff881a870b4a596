import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export const SITE_ORIGIN = 'http://127.0.0.1:3000';

/** Config of a test BFF: the run's emulator, Redis under a fresh prefix, the real api. */
export function testConfig(env: Record<string, string | undefined> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_ORIGIN,
    GQL_ENDPOINT: inject('apiGraphqlUrl'),
    REDIS_URL: inject('redisUrl'),
    REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    FIREBASE_PROJECT_ID: inject('projectId'),
    UPSTREAM_TIMEOUT_MS: '2000',
    ...env,
  });
}

export async function testBff(
  env: Record<string, string | undefined> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(env), options);
}

/** `testBff` for a test file: every app it builds closes after the file's tests. */
export function bffsOfFile(): typeof testBff {
  const open: FastifyInstance[] = [];
  afterAll(() => Promise.all(open.map((app) => app.close())));
  return async (env = {}, options = {}) => {
    const app = await testBff(env, options);
    open.push(app);
    return app;
  };
}

/**
 * A stand-in api on a free port, ready at `/readyz`: `routes` adds its body parsers and its
 * `POST /graphql`. Resolves to the server and its GraphQL endpoint.
 */
export async function fakeUpstream(
  routes: (upstream: FastifyInstance) => void,
): Promise<{ upstream: FastifyInstance; url: string }> {
  const upstream = Fastify({ logger: false });
  routes(upstream);
  upstream.get('/readyz', async () => ({ status: 'ready' }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const { port } = upstream.server.address() as { port: number };
  return { upstream, url: `http://127.0.0.1:${port}/graphql` };
}

/** Cookies a response set, as a Cookie header for the next request. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const cookie of response.cookies as {
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
  }[]) {
    const expired =
      cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
    if (expired || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A GraphQL POST as the web sends it (same origin, JSON). */
export function gql(
  app: FastifyInstance,
  query: string,
  options: { variables?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      origin: SITE_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: { query, ...(options.variables ? { variables: options.variables } : {}) },
  });
}

/** A JSON POST to /auth/* as the web sends it. */
export function authPost(
  app: FastifyInstance,
  path: string,
  payload: unknown = {},
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/auth/${path}`,
    headers: {
      'content-type': 'application/json',
      origin: SITE_ORIGIN,
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: payload as Record<string, unknown>,
  });
}

/** A random documentation address (RFC 5737), so tests do not share per-IP rate limits. */
export function randomIp(): string {
  return `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A mobile number unlikely to clash within a run. */
export function uniquePhone(): string {
  return `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
