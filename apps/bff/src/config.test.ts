import { configProblems } from '@jobsite/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => configProblems(() => loadConfig(env));

describe('bff configuration', () => {
  it('a deployment (production, real Firebase) needs its secrets from the environment', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^FIREBASE_API_KEY: required/),
      expect.stringMatching(/^TRUSTED_DOCUMENTS: required in production/),
      expect.stringMatching(/^REDIS_URL: required in production/),
    ]);
    const deployment = {
      NODE_ENV: 'production',
      FIREBASE_API_KEY: 'key',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    expect(problemsOf({ ...deployment, TRUSTED_DOCUMENTS: 'a.json, b.json' })).toEqual([]);
    const documents = (value: string) =>
      loadConfig({ ...deployment, TRUSTED_DOCUMENTS: value }).TRUSTED_DOCUMENTS;
    expect(documents('a.json, b.json')).toEqual({
      listedOnly: true,
      manifests: ['a.json', 'b.json'],
    });
    expect(documents('any')).toEqual({ listedOnly: false, manifests: [] });
    expect(documents('any,a.json')).toEqual({ listedOnly: false, manifests: ['a.json'] });
  });

  it('production on the Auth emulator (pnpm start, e2e) keeps its single-instance defaults', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toEqual([]);
  });

  it('takes a metrics token of 32 characters or more, and a request-log switch', () => {
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN:/),
    ]);
    const config = loadConfig({ METRICS_TOKEN: 'm'.repeat(32), LOG_REQUESTS: 'false' });
    expect(config.METRICS_TOKEN).toBe('m'.repeat(32));
    expect(config.LOG_REQUESTS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_REQUESTS).toBe(false);
    expect(loadConfig({}).LOG_REQUESTS).toBe(true);
    // Outside a deployment every document runs unless manifests are given.
    expect(loadConfig({}).TRUSTED_DOCUMENTS).toEqual({ listedOnly: false, manifests: [] });
  });
});
