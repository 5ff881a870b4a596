import { configProblems } from '@jobsite/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => configProblems(() => loadConfig(env));

const SECRETS = {
  DATABASE_URL: 'postgres://jobsite@db:5432/jobsite',
  OPS_TOKEN: 'o'.repeat(32),
  ATTACHMENT_URL_SECRET: 'a'.repeat(32),
  LINK_TOKEN_SECRET: 'l'.repeat(32),
  SMTP_URL: 'smtp://mail.example.jp:587',
  FIREBASE_API_KEY: 'key',
};

describe('api configuration', () => {
  it('a deployment (production, real Firebase) refuses to start without its secrets', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: required in production/),
      expect.stringMatching(/^OPS_TOKEN: required in production/),
      expect.stringMatching(/^ATTACHMENT_URL_SECRET: required in production/),
      expect.stringMatching(/^LINK_TOKEN_SECRET: required in production/),
      expect.stringMatching(/^FIREBASE_API_KEY: required in production/),
      expect.stringMatching(/^SMTP_URL: required in production/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS, OPS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^OPS_TOKEN:/),
    ]);
  });

  it('production on the Auth emulator (pnpm start, e2e) keeps its single-instance defaults', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toEqual([]);
  });

  it('takes the web to revalidate with its token, both or neither (decision 0061)', () => {
    const token = 'w'.repeat(32);
    expect(problemsOf({ NODE_ENV: 'test', WEB_URL: 'http://127.0.0.1:3000' })).toEqual([
      expect.stringMatching(/^WEB_OPS_TOKEN: WEB_URL and WEB_OPS_TOKEN go together/),
    ]);
    expect(problemsOf({ NODE_ENV: 'test', WEB_OPS_TOKEN: token })).toEqual([
      expect.stringMatching(/^WEB_URL:/),
    ]);
    expect(
      loadConfig({ NODE_ENV: 'test', WEB_URL: 'http://web:3000', WEB_OPS_TOKEN: token }),
    ).toMatchObject({ WEB_URL: 'http://web:3000', WEB_OPS_TOKEN: token });
  });

  it('sends mail to the local SMTP server in development, and takes only smtp URLs', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(loadConfig({ NODE_ENV: 'test' }).SMTP_URL).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtps://u:p@mail.example.jp:465' }).SMTP_URL,
    ).toBe('smtps://u:p@mail.example.jp:465');
    expect(problemsOf({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example.jp' })).toEqual([
      expect.stringMatching(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
    ]);
  });

  it('logs requests except under tests unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).LOG_REQUESTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_REQUESTS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: 'true' }).LOG_REQUESTS).toBe(true);
  });

  it('reads Redis from REDIS_URL or through Sentinel, and names a wrong variable', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).REDIS).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS).toEqual({
      url: 'redis://127.0.0.1:6379',
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        REDIS_SENTINELS: '127.0.0.1:26379,127.0.0.1:26380',
        REDIS_SENTINEL_NAME: 'main',
      }).REDIS,
    ).toEqual({
      name: 'main',
      sentinels: [
        { host: '127.0.0.1', port: 26379 },
        { host: '127.0.0.1', port: 26380 },
      ],
    });
    expect(problemsOf({ NODE_ENV: 'test', REDIS_SENTINELS: '127.0.0.1:26379' })).toEqual([
      expect.stringMatching(/^REDIS_SENTINEL_NAME: required with REDIS_SENTINELS/),
    ]);
  });

  it('reads a replica of DATABASE_URL for catalogue reads, with a lag bound', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://jobsite@primary:5432/jobsite',
      DATABASE_REPLICA_URL: 'postgres://jobsite@replica:5432/jobsite',
    });
    expect(config.DATABASE_REPLICA_URL).toBe('postgres://jobsite@replica:5432/jobsite');
    expect(config.DATABASE_REPLICA_MAX_LAG_MS).toBe(5_000);
    expect(
      problemsOf({ NODE_ENV: 'test', DATABASE_REPLICA_URL: 'postgres://jobsite@replica/jobsite' }),
    ).toEqual([expect.stringMatching(/^DATABASE_REPLICA_URL: needs DATABASE_URL/)]);
  });
});
