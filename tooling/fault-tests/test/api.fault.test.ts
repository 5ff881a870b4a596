// The api killed (SIGKILL) under a running BFF and started again on the same port and data
// directory. While it is down the BFF answers at once with a clear code and a Japanese message,
// reports 503 on /readyz, keeps serving cached master data and keeps the member's session; once
// the api is back, readiness, forwarding and the same session recover without a BFF restart.
// (apps/bff/test/forwarding.test.ts covers an upstream that never answers at all.)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RedisServer, startRedis } from '@jobsite/bench/services';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  codeOf,
  dataOf,
  OCCUPATIONS,
  SEARCH_JOBS,
  signUpMember,
  VIEWER,
} from './support/client';
import { eventually, type Service, startApiAndBff, statusOf, stopAll } from './support/stack';

let redis: RedisServer;
let api: Service;
let bff: Service;
let dataDir: string;

beforeAll(async () => {
  // A data directory (not memory): what the api wrote before the kill is there after it.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-fault-pglite-'));
  redis = await startRedis();
  ({ api, bff } = await startApiAndBff({
    api: { pgliteDataDir: dataDir },
    bff: { redisUrl: redis.url },
  }));
});
afterAll(async () => {
  await stopAll(api, bff);
  await redis?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

type SearchData = { searchJobs: { totalCount: number } };

const driverJobs = (client: Client) =>
  client.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });

describe('api killed and restarted', () => {
  it('answers UPSTREAM_UNAVAILABLE and 503 readiness while it is down, then recovers', async () => {
    const { client: member, uid } = await signUpMember(bff.url);
    const visitor = new Client(bff.url);
    expect((await visitor.graphql(OCCUPATIONS)).status).toBe(200); // cached from now on
    const before = await driverJobs(visitor);
    expect(before.status).toBe(200);
    const total = dataOf<SearchData>(before).searchJobs.totalCount;
    expect(total).toBeGreaterThan(0);

    await api.process.kill();

    // Forwarded operations: a clear code and the catalogue's Japanese message, without a hang.
    const started = Date.now();
    const down = await driverJobs(visitor);
    expect(Date.now() - started).toBeLessThan(3000);
    expect([502, 503]).toContain(down.status);
    expect(down.body.errors?.[0]).toEqual({
      message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
      extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE },
    });
    expect(await statusOf(`${bff.url}/readyz`)).toBe(503);
    expect(await statusOf(`${bff.url}/healthz`)).toBe(200);
    // Master data the BFF holds is still served.
    const cached = await visitor.graphql(OCCUPATIONS);
    expect(cached.status).toBe(200);
    expect(dataOf<{ occupations: unknown[] }>(cached).occupations.length).toBeGreaterThan(0);
    // A member's request fails with the same code; the session is not ended for it.
    const memberDown = await member.graphql(VIEWER);
    expect(codeOf(memberDown)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    expect(memberDown.setCookies).toEqual([]);
    expect(await member.session()).toMatchObject({ uid });

    await api.process.start(); // same port, same data directory

    await eventually(async () => (await statusOf(`${bff.url}/readyz`)) === 200, {
      what: 'BFF readiness after the api came back',
    });
    const after = await driverJobs(visitor);
    expect(after.status).toBe(200);
    expect(dataOf<SearchData>(after).searchJobs.totalCount).toBe(total);
    // The member record written before the kill is there, and the same session reaches it.
    const memberAfter = await member.graphql(VIEWER);
    expect(memberAfter.status).toBe(200);
    expect(memberAfter.body.data).toEqual({ endUserViewer: { id: uid } });
  });
});
