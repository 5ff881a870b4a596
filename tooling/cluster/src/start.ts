// `pnpm start:cluster`: the several-instance topology (src/topology.ts) with a small seeded
// catalogue, until Ctrl-C. Prints where the site answers and where each part listens.
// (The root script checks the Node.js version first, as `pnpm start` does.)
import { startBanner } from '../../stack/lib/services.mjs';
import { sentinelEnv, startCluster } from './topology';

const seedJobs = Number(process.env.SEED_JOBS ?? 2000);
const cluster = await startCluster({ seedJobs, out: process.stdout }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
const list = (instances: { name: string; url: string }[]) =>
  instances.map((i) => `${i.name} ${i.url}`).join(', ');
console.info(
  [
    startBanner(`Node.js ${process.version}`, { webUrl: cluster.url }),
    `HAProxy: web ${cluster.url} → ${list(cluster.webs)}`,
    `         bff ${cluster.bffUrl} → ${list(cluster.bffs)}`,
    `         api ${cluster.apiUrl} → ${list(cluster.apis)}`,
    `PostgreSQL: DATABASE_URL ${cluster.pg.url} (primary :${cluster.pg.primary.port}), DATABASE_REPLICA_URL ${cluster.pg.replicaUrl}`,
    `Redis: ${cluster.redis.nodes.map((n) => `${n.name} :${n.port}`).join(', ')}; clients use ${Object.entries(
      sentinelEnv(cluster.redis),
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
    `HAProxy admin socket: ${cluster.haproxyDir}/admin.sock`,
    '',
  ].join('\n'),
);
