// Catalogue reads on a replica: the router's choice from an injected lag probe and clock, and
// the api reading the catalogue from a second database while it keeps up, the primary
// otherwise. (PGlite cannot stream WAL; two copies of the seeded database stand for the
// primary and its replica, one of them changed so an answer tells which one gave it.)

import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase, type Database, retryConnection } from '../../src/db';
import { CatalogueRouter } from '../../src/db/replica';
import { createTestDatabase, type TestDatabase } from '../support/database';

const primary = { name: 'primary' } as unknown as Database;
const replica = { name: 'replica' } as unknown as Database;

function router(probe: () => Promise<number>) {
  let clock = 0;
  const instance = new CatalogueRouter({
    primary,
    replica,
    probe,
    maxLagMs: 5_000,
    probeIntervalMs: 1_000,
    now: () => clock,
  });
  return {
    instance,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('CatalogueRouter', () => {
  it('reads the replica while its lag is within the bound, the primary otherwise', async () => {
    let lag = 100;
    const { instance, advance } = router(async () => lag);
    expect(instance.current()).toBe(primary); // nothing known yet
    await instance.refresh();
    expect(instance.current()).toBe(replica);
    lag = 6_000;
    advance(500);
    await instance.refresh();
    expect(instance.current()).toBe(primary);
    lag = 5_000;
    advance(500);
    await instance.refresh();
    expect(instance.current()).toBe(replica);
  });

  it('reads the primary while the replica is down or its probe hangs', async () => {
    let answer: () => Promise<number> = async () => 0;
    const { instance, advance } = router(() => answer());
    await instance.refresh();
    expect(instance.current()).toBe(replica);
    answer = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    advance(1_000);
    await instance.refresh();
    expect(instance.current()).toBe(primary);

    answer = async () => 0;
    advance(1_000);
    await instance.refresh();
    expect(instance.current()).toBe(replica);
    // A probe that never answers: the last answer ages out after three intervals.
    answer = () => new Promise<number>(() => {});
    advance(1_000);
    expect(instance.current()).toBe(replica); // starts the hanging probe
    advance(1_999);
    expect(instance.current()).toBe(replica);
    advance(1);
    expect(instance.current()).toBe(primary);
  });

  it('asks at most once per interval, never waiting for the answer', async () => {
    let probes = 0;
    const { instance, advance } = router(async () => {
      probes += 1;
      return 0;
    });
    for (let i = 0; i < 5; i += 1) instance.current();
    await instance.refresh(); // already asked: nothing more
    expect(probes).toBe(1);
    advance(999);
    instance.current();
    expect(probes).toBe(1);
    advance(1);
    instance.current();
    expect(probes).toBe(2);
  });
});

describe('retryConnection', () => {
  it('retries a refused connection with backoff until it succeeds', async () => {
    let clock = 0;
    const waits: number[] = [];
    let attempts = 0;
    const client = await retryConnection(
      async () => {
        attempts += 1;
        if (attempts < 5) throw new Error('connect ECONNREFUSED');
        return 'client';
      },
      {
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
          waits.push(clock);
        },
      },
    );
    expect(client).toBe('client');
    expect(waits).toEqual([100, 300, 700, 1_500]);
  });

  it('gives up with the last error once the time is spent', async () => {
    let clock = 0;
    await expect(
      retryConnection(
        async () => {
          throw new Error(`refused at ${clock}`);
        },
        {
          retryMs: 2_000,
          now: () => clock,
          sleep: async (ms) => {
            clock += ms;
          },
        },
      ),
    ).rejects.toThrow('refused at 1500');
  });
});

describe('opening connections', () => {
  it('retries a server that hangs up on the primary, and fails at once on a replica', async () => {
    // A server that accepts and closes every connection: PostgreSQL restarting, say.
    let connections = 0;
    const server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const url = `postgres://jobsite@127.0.0.1:${port}/jobsite`;
    try {
      const replica = await createDatabase({
        DATABASE_URL: url,
        PGLITE_DATA_DIR: 'memory://',
        connectRetryMs: 0,
      });
      await expect(replica.rows(sql`select 1`)).rejects.toThrow();
      expect(connections).toBe(1);
      await replica.close();

      connections = 0;
      const primary = await createDatabase({
        DATABASE_URL: url,
        PGLITE_DATA_DIR: 'memory://',
        connectRetryMs: 3_000,
      });
      await expect(primary.rows(sql`select 1`)).rejects.toThrow();
      expect(connections).toBeGreaterThan(1);
      await primary.close();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('several servers in DATABASE_URL', () => {
  it('passes the turn to the next server when one hangs up, and keeps to the one that works', async () => {
    const counts = [0, 0];
    const servers = counts.map((_count, index) =>
      net.createServer((socket) => {
        counts[index] = (counts[index] ?? 0) + 1;
        socket.destroy();
      }),
    );
    await Promise.all(
      servers.map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
      ),
    );
    const urls = servers.map(
      (server) =>
        `postgres://jobsite@127.0.0.1:${(server.address() as net.AddressInfo).port}/jobsite`,
    );
    try {
      const database = await createDatabase({
        DATABASE_URL: urls.join(','),
        PGLITE_DATA_DIR: 'memory://',
        connectRetryMs: 3_000,
      });
      await expect(database.rows(sql`select 1`)).rejects.toThrow();
      // Both were tried, in turn: the first, then the second, then the first again…
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBeGreaterThan(0);
      expect(Math.abs((counts[0] ?? 0) - (counts[1] ?? 0))).toBeLessThanOrEqual(1);
      await database.close();
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('is read from the configuration as a list of postgres URLs', () => {
    const both = 'postgres://jobsite@db-1:5432/jobsite,postgres://jobsite@db-2:5432/jobsite';
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: both }).DATABASE_URL).toBe(both);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db-1/jobsite,mysql://db-2/x' }),
    ).toThrow(/DATABASE_URL: must be a postgres/);
  });
});

describe('the api with a replica', () => {
  let primaryDb: TestDatabase;
  let replicaDb: TestDatabase;
  let app: FastifyInstance;
  let lag: () => Promise<number> = async () => 0;
  let jobId: number;

  beforeAll(async () => {
    [primaryDb, replicaDb] = await Promise.all([
      createTestDatabase({ seeded: true }),
      createTestDatabase({ seeded: true }),
    ]);
    const [job] = await primaryDb.rows<{ id: number }>(
      sql`select id from jobs where is_published and not is_member_only order by id limit 1`,
    );
    jobId = job!.id;
    await replicaDb.rows(sql`update jobs set title = 'レプリカの求人' where id = ${jobId}`);
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      database: primaryDb,
      replica: { database: replicaDb, probe: () => lag() },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([primaryDb?.dispose(), replicaDb?.dispose()]);
  });

  const title = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ job(id: "${jobId}") { title } }` },
    });
    const body = response.json();
    if (!body.data?.job) throw new Error(JSON.stringify(body));
    return body.data.job.title as string;
  };
  async function eventuallyTitle(expected: string) {
    const deadline = Date.now() + 20_000;
    let last = await title();
    while (last !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await title();
    }
    expect(last).toBe(expected);
  }

  it('reads the catalogue from the replica while it keeps up, else from the primary', async () => {
    const [original] = await primaryDb.rows<{ title: string }>(
      sql`select title from jobs where id = ${jobId}`,
    );
    await eventuallyTitle('レプリカの求人');
    lag = async () => 60_000;
    await eventuallyTitle(original!.title);
    lag = async () => 0;
    await eventuallyTitle('レプリカの求人');
    lag = async () => {
      throw new Error('replica down');
    };
    await eventuallyTitle(original!.title);
  });
});
