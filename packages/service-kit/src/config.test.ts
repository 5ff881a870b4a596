import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emulatorBindingProblem, isDeployment, loadConfigOrExit, loadEnvConfig } from './config';
import { isLoopbackHost } from './loopback.mjs';

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

describe('a service on the Auth emulator listens on loopback only', () => {
  const service = z.object({
    HOST: z.string().default('127.0.0.1'),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  });
  const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it.each(['0.0.0.0', '::', '192.168.10.4', 'api.internal'])(
    'refuses HOST=%s while FIREBASE_AUTH_EMULATOR_HOST is set, saying why',
    (HOST) => {
      const written: string[] = [];
      const exit = (code: number): never => {
        throw new Error(`exit ${code}`);
      };
      expect(() =>
        loadConfigOrExit(() => loadEnvConfig('bff', service, { ...emulator, HOST }), exit, {
          write: (text: string) => written.push(text),
        }),
      ).toThrow('exit 1');
      expect(written.join('')).toBe(
        `bff: refusing to start: ${emulatorBindingProblem({ ...emulator, HOST })}\n`,
      );
      expect(written.join('')).toMatch(
        /HOST: ".+" is not a loopback address while FIREBASE_AUTH_EMULATOR_HOST is set/,
      );
    },
  );

  it('takes loopback hosts with the emulator, and any host without it', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) {
      expect(loadEnvConfig('api', service, { ...emulator, HOST }).HOST).toBe(HOST);
    }
    expect(loadEnvConfig('api', service, emulator).HOST).toBe('127.0.0.1');
    expect(loadEnvConfig('api', service, { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('applies to the configuration after its defaults (an emulator host set by default counts)', () => {
    const withDefault = service.transform((c) => ({
      ...c,
      FIREBASE_AUTH_EMULATOR_HOST: c.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    }));
    expect(() => loadEnvConfig('api', withDefault, { HOST: '0.0.0.0' })).toThrow(
      /not a loopback address/,
    );
  });

  it('tells loopback addresses from others', () => {
    for (const host of [
      '127.0.0.1',
      '127.5.0.1',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      'localhost',
    ]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '::ffff:10.0.0.1', 'example.jp', '']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
