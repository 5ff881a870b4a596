// The several-instance topology (decision 0038), every process on 127.0.0.1 on a free port:
//
//   HAProxy ─ web ─→ web-1, web-2          (/healthz)
//           ─ bff ─→ bff-1, bff-2          (the webs' BFF_URL)
//           ─ api ─→ api-1, api-2          (the BFFs' GQL_ENDPOINT)
//           ─ pg ──→ pg-primary (pg-replica as backup, once promoted)   (the apis' DATABASE_URL)
//   pg-replica: streaming replica (pg_basebackup -R, slot `replica_1`), DATABASE_REPLICA_URL
//   sentinel-1..3 watch redis-1/redis-2; every BFF, web and api finds the Redis primary
//   through them (REDIS_SENTINELS, REDIS_SENTINEL_NAME)
//   Firebase Auth emulator
//
// The apis share one data folder (attachments) and one set of secrets (signed attachment URLs,
// link tokens), as instances behind one name must.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiSpec,
  BENCH_DIST_DIR,
  bffSpec,
  buildWeb,
  createDatabase,
  type Identity,
  type PostgresServer,
  type ProcessOptions,
  type ProcessSpec,
  type RunMode,
  ServiceProcess,
  startPostgres,
  startStandby,
  webBuilt,
  webSpec,
} from '@jobsite/bench/services';
import { type AuthEmulator, freePort, startAuthEmulator } from '@jobsite/firebase-emulator';
import pg from 'pg';
import { haproxyProcess, serverStates } from './haproxy';
import { type RedisHa, SENTINEL_NAME, startRedisHa } from './redis-ha';
import { until } from './until';

export const DATABASE = 'jobsite';
export const REPLICATION_SLOT = 'replica_1';

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ServiceProcess;
}

export interface ClusterOptions extends ProcessOptions {
  /** Jobs seeded into the empty primary (by api-1, once). */
  seedJobs: number;
  /** The web's production build folder; built when missing. */
  distDir?: string;
  /** api and BFF from their bundles (`dist`, built beforehand) or from source (the default). */
  mode?: RunMode;
}

export interface Cluster {
  /** The site: HAProxy's web frontend. */
  url: string;
  /** HAProxy's BFF frontend (what the webs call). */
  bffUrl: string;
  /** HAProxy's api frontend (what the BFFs call). */
  apiUrl: string;
  haproxyDir: string;
  haproxy: ServiceProcess;
  webs: Instance[];
  bffs: Instance[];
  apis: Instance[];
  pg: { primary: PostgresServer; replica: PostgresServer; url: string; replicaUrl: string };
  redis: RedisHa;
  /** The apis' OPS_TOKEN (operator routes, `POST /ops/<command>`). */
  opsToken: string;
  /** The webs' WEB_OPS_TOKEN (on-demand revalidation, `POST /ops/revalidate`). */
  webOpsToken: string;
  emulator: AuthEmulator;
  /** Resolves once HAProxy counts every server of `proxy` but `except` as UP. */
  allUp(proxy: string, except?: string[]): Promise<boolean>;
  stop(): Promise<void>;
}

const secret = () => randomBytes(32).toString('hex');

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const webOpsToken = secret();
  const out: ProcessOptions = options.out ? { out: options.out } : {};
  const distDir = options.distDir ?? BENCH_DIST_DIR;
  if (!webBuilt(distDir)) buildWeb(distDir);

  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const emulator = await startAuthEmulator({ port: await freePort() });
    cleanups.push(() => emulator.stop());
    const identity: Identity = {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
    };

    // synchronous_commit on: a commit the api acknowledged is on the primary's disk.
    const primary = await startPostgres({ synchronousCommit: 'on' });
    cleanups.push(() => primary.dispose());
    await createDatabase(primary, DATABASE);
    const replica = await startStandby(primary, {
      slot: REPLICATION_SLOT,
      synchronousCommit: 'on',
    });
    cleanups.push(() => replica.dispose());
    await makeReplicationSynchronous(primary.urlOf(DATABASE));

    const redis = await startRedisHa(out);
    cleanups.push(() => redis.dispose());
    // The Sentinels name a primary before any client asks them (throws otherwise).
    await redis.primaryPort();

    const free = async (n: number): Promise<number[]> => {
      const list: number[] = [];
      for (let i = 0; i < n; i++) list.push(await freePort());
      return list;
    };
    const [webPort, bffPort, apiPort, pgPort] = (await free(4)) as [number, number, number, number];
    const [webPorts, bffPorts, apiPorts] = [await free(2), await free(2), await free(2)] as [
      [number, number],
      [number, number],
      [number, number],
    ];
    const haproxyDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-haproxy-'));
    cleanups.push(async () => rmSync(haproxyDir, { recursive: true, force: true }));
    const named = (kind: string, list: number[]) =>
      list.map((port, i) => ({ name: `${kind}-${i + 1}`, port }));
    const haproxy = haproxyProcess(
      {
        dir: haproxyDir,
        web: { port: webPort, servers: named('web', webPorts) },
        bff: { port: bffPort, servers: named('bff', bffPorts) },
        api: { port: apiPort, servers: named('api', apiPorts) },
        pg: {
          port: pgPort,
          primary: { name: 'pg-primary', port: primary.port },
          replica: { name: 'pg-replica', port: replica.port },
        },
      },
      out,
    );
    await haproxy.start();
    cleanups.push(() => haproxy.dispose(2000));
    const allUp = async (proxy: string, except: string[] = []) => {
      const states = await serverStates(haproxyDir, proxy);
      return Object.entries(states).every(
        ([name, state]) => except.includes(name) || state === 'UP',
      );
    };

    const url = `http://127.0.0.1:${webPort}`;
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const pgUrl = `postgres://postgres@127.0.0.1:${pgPort}/${DATABASE}`;
    const replicaUrl = replica.urlOf(DATABASE);
    // Every client asks the Sentinels where the primary is, and again after a failover
    // (decision 0038).
    const redisEnv = sentinelEnv(redis);
    const opsToken = secret();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-cluster-api-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const apiEnv = {
      DATABASE_REPLICA_URL: replicaUrl,
      DATA_DIR: dataDir,
      ATTACHMENT_URL_SECRET: secret(),
      LINK_TOKEN_SECRET: secret(),
      OPS_TOKEN: opsToken,
      SITE_URL: url,
      // Publish and close revalidate the shared page cache through any web (decision 0061).
      WEB_URL: url,
      WEB_OPS_TOKEN: webOpsToken,
      ...redisEnv,
    };

    /** Starts instance `index` (0-based) of a tier, named `<kind>-<n>` after its spec. */
    const instance = async (kind: string, index: number, port: number, spec: ProcessSpec) => {
      const name = `${kind}-${index + 1}`;
      const service = new ServiceProcess({ ...spec, name }, out);
      cleanups.push(() => service.dispose(5000));
      await service.start();
      return { name, port, url: `http://127.0.0.1:${port}`, process: service };
    };
    const mode = options.mode ?? 'source';
    // api-1 migrates and seeds the empty primary; api-2 starts on what it made.
    const apis: Instance[] = [];
    for (const [index, port] of apiPorts.entries()) {
      const first = index === 0;
      const spec = apiSpec({
        port,
        mode,
        identity,
        databaseUrl: pgUrl,
        seedJobs: first ? options.seedJobs : 0,
        env: { ...apiEnv, DATABASE_MIGRATE: first ? 'true' : 'false' },
      });
      apis.push(await instance('api', index, port, spec));
    }
    const bffs = await Promise.all(
      bffPorts.map((port, index) =>
        instance(
          'bff',
          index,
          port,
          bffSpec({
            port,
            apiPort,
            mode,
            identity,
            siteOrigin: url,
            env: { UPSTREAM_TIMEOUT_MS: '5000', ...redisEnv },
          }),
        ),
      ),
    );
    // HAProxy forwards the visitor's address (option forwardfor): the webs trust loopback.
    const webEnv = {
      SITE_URL: url,
      WEB_TRUST_PROXY: 'loopback',
      WEB_OPS_TOKEN: webOpsToken,
      ...redisEnv,
    };
    const webs = await Promise.all(
      webPorts.map((port, index) =>
        instance('web', index, port, webSpec({ port, bffUrl, distDir, env: webEnv })),
      ),
    );
    // Ready once HAProxy sends traffic to every instance (the PostgreSQL replica is a backup
    // that passes its own check).
    for (const proxy of ['web', 'bff', 'api', 'pg']) {
      await until(`HAProxy counts every ${proxy} server up`, () => allUp(proxy));
    }
    return {
      url,
      bffUrl,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      haproxyDir,
      haproxy,
      webs,
      bffs,
      apis,
      pg: { primary, replica, url: pgUrl, replicaUrl },
      redis,
      opsToken,
      webOpsToken,
      emulator,
      allUp,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A commit waits until the replica has flushed it (synchronous_standby_names = '*'), so a
 * write the api acknowledged survives the loss of the primary (decision 0038). Set once the
 * replica streams: with no standby, commits would wait.
 */
async function makeReplicationSynchronous(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("ALTER SYSTEM SET synchronous_standby_names = '*'");
    await client.query('SELECT pg_reload_conf()');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ sync_state: string }>(
        'SELECT sync_state FROM pg_stat_replication',
      );
      if (rows[0]?.sync_state === 'sync') return;
      if (Date.now() > deadline) throw new Error('the replica did not become synchronous');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The environment a client of the topology's Redis may use instead of REDIS_URL. */
export function sentinelEnv(redis: RedisHa): Record<string, string> {
  return { REDIS_SENTINELS: redis.sentinelAddresses, REDIS_SENTINEL_NAME: SENTINEL_NAME };
}
