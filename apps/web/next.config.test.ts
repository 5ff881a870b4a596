import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function rewritesWith(bffUrl?: string) {
  if (bffUrl) vi.stubEnv('BFF_URL', bffUrl);
  const { default: config } = await import('./next.config');
  return config.rewrites ? await config.rewrites() : [];
}

describe('next.config rewrites', () => {
  it('sends /graphql and /auth/* on the web origin to the BFF', async () => {
    expect(await rewritesWith()).toEqual([
      { source: '/graphql', destination: 'http://127.0.0.1:4000/graphql' },
      { source: '/auth/:path*', destination: 'http://127.0.0.1:4000/auth/:path*' },
    ]);
  });

  it('follows BFF_URL', async () => {
    const rules = await rewritesWith('http://bff.internal:8080');
    expect(rules).toContainEqual({
      source: '/graphql',
      destination: 'http://bff.internal:8080/graphql',
    });
  });
});
