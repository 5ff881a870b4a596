import { ErrorCode } from '@jobsite/domain/errors';
import { MAX_REVALIDATION_TARGETS } from '@jobsite/domain/web-cache';
import { describe, expect, it } from 'vitest';
import { authorized, parseRevalidation } from './revalidation';

const TOKEN = 'x'.repeat(40);

describe('on-demand revalidation', () => {
  it('exists only with a long enough token, and takes only that token', () => {
    expect(authorized(`Bearer ${TOKEN}`, undefined)).toBeNull();
    expect(authorized(`Bearer short`, 'short')).toBeNull();
    expect(authorized(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(authorized(`Bearer ${TOKEN}y`, TOKEN)).toBe(false);
    expect(authorized(TOKEN, TOKEN)).toBe(false);
    expect(authorized(null, TOKEN)).toBe(false);
  });

  it('takes site paths and the site’s cache tags, each once', () => {
    expect(
      parseRevalidation({ paths: ['/driver/job/12', '/driver/job/12'], tags: ['jobs', 'job:12'] }),
    ).toEqual({ paths: ['/driver/job/12'], tags: ['jobs', 'job:12'] });
  });

  it.each([
    null,
    [],
    'paths',
    {},
    { paths: [] },
    { paths: 'x' },
    { paths: ['//evil.example/'] },
    { paths: ['https://evil.example/'] },
    { paths: ['driver'] },
    { paths: ['/ドライバー'] },
    { paths: ['/a\u0000b'] },
    { paths: [`/${'a'.repeat(400)}`] },
    { tags: ['_N_T_/driver'] },
    { tags: ['job:abc'] },
    { tags: [1] },
    { paths: Array.from({ length: MAX_REVALIDATION_TARGETS + 1 }, (_, i) => `/p${i}`) },
  ])('refuses %j with BAD_USER_INPUT', (body) => {
    expect(parseRevalidation(body)).toMatchObject({ status: 400, code: ErrorCode.BAD_USER_INPUT });
  });
});
