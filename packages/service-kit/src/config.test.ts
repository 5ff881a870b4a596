import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDeployment, loadConfigOrExit, loadEnvConfig } from './config';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).default(4100),
  GQL_ENDPOINT: z.url(),
});

describe('loadEnvConfig', () => {
  it('applies defaults and coerces values', () => {
    expect(loadEnvConfig('svc', schema, { GQL_ENDPOINT: 'http://127.0.0.1:4100/graphql' })).toEqual(
      {
        PORT: 4100,
        GQL_ENDPOINT: 'http://127.0.0.1:4100/graphql',
      },
    );
    expect(loadEnvConfig('svc', schema, { PORT: '8080', GQL_ENDPOINT: 'http://x/y' }).PORT).toBe(
      8080,
    );
  });

  it('names every bad variable in one message', () => {
    expect(() => loadEnvConfig('bff', schema, { PORT: 'abc', GQL_ENDPOINT: 'not a url' })).toThrow(
      /Invalid bff configuration:\n {2}PORT: .*\n {2}GQL_ENDPOINT: /,
    );
  });
});

describe('loadConfigOrExit', () => {
  it('prints one line per bad variable and exits 1, without a stack trace', () => {
    const written: string[] = [];
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() =>
      loadConfigOrExit(() => loadEnvConfig('api', schema, { PORT: 'abc' }), exit, {
        write: (text: string) => written.push(text),
      }),
    ).toThrow('exit 1');
    expect(written.join('')).toMatch(
      /^api: refusing to start: PORT: .+\napi: refusing to start: GQL_ENDPOINT: .+\n$/,
    );
  });

  it('tells a deployment (production on real Firebase) from an embedded stack', () => {
    expect(isDeployment({ NODE_ENV: 'production' })).toBe(true);
    expect(isDeployment({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'h:1' })).toBe(
      false,
    );
    expect(isDeployment({ NODE_ENV: 'development' })).toBe(false);
  });
});
