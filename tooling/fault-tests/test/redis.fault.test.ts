// Redis killed (SIGKILL) under a running BFF process and started again from its append-only
// file, as a production Redis with persistence restarts. Visitors are served throughout (from
// upstream); a member keeps the session cookie through the outage and, once Redis is back, the
// same session works again, without signing in.
// (apps/bff/test/redis-outage.test.ts covers an in-process BFF and a Redis that comes back
// empty: master data from upstream, one fetch per key, new sessions after the return.)

import { type RedisServer, startRedis } from '@jobsite/bench/services';
import { ErrorCode } from '@jobsite/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, OCCUPATIONS, SEARCH_JOBS, signUpMember, VIEWER } from './support/client';
import { eventually, type Service, startApiAndBff, statusOf, stopAll } from './support/stack';

let redis: RedisServer;
let api: Service;
let bff: Service;

beforeAll(async () => {
  redis = await startRedis({ persistent: true });
  ({ api, bff } = await startApiAndBff({ bff: { redisUrl: redis.url } }));
});
afterAll(async () => {
  await stopAll(api, bff);
  await redis?.dispose();
});

const prefecture = (client: Client, code: number) =>
  client.graphql('query ($code: Int) { prefecture(code: $code) { id name } }', { code });

describe('Redis killed and restarted', () => {
  it('serves visitors throughout and resumes the same member session once Redis is back', async () => {
    const { client: member, uid } = await signUpMember(bff.url);
    expect(await member.session()).toMatchObject({ uid });
    expect(codeOf(await member.graphql(VIEWER))).toBeUndefined();
    const visitor = new Client(bff.url);
    expect((await visitor.graphql(OCCUPATIONS)).status).toBe(200);

    await redis.kill();

    // Visitors: lists, a job search and master data never cached before all answer, fast.
    const started = Date.now();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => prefecture(visitor, 20 + i)),
      ...Array.from({ length: 6 }, () =>
        visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} }),
      ),
      visitor.graphql(OCCUPATIONS),
    ]);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    expect(Date.now() - started).toBeLessThan(5000);

    // The member: a clear code instead of a 500, and the session cookie is left alone.
    const during = await member.graphql(VIEWER);
    expect(during.status).toBe(503);
    expect(codeOf(during)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    expect(during.setCookies).toEqual([]);
    expect(await statusOf(`${bff.url}/healthz`)).toBe(200);

    await redis.start(); // the same port and append-only file

    // The same cookie is a live session again: no sign-in needed.
    await eventually(async () => (await member.session())?.uid === uid, {
      what: 'the session read from Redis again',
    });
    const after = await member.graphql(VIEWER);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({ endUserViewer: { id: uid } });
    expect(await statusOf(`${bff.url}/readyz`)).toBe(200);
  });
});
