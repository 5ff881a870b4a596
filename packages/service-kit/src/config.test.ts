import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnvConfig } from './config';

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
