// The stack `pnpm bench` measures: Redis, the api (production bundle, PGlite in memory seeded
// with the bench's job count), the BFF (production bundle, on that Redis) and the web
// (`node server.mjs` on the bench's own build folder), on free loopback ports.
import { freePort } from '@jobsite/firebase-emulator';
import {
  apiSpec,
  BENCH_DIST_DIR,
  bffSpec,
  NO_IDENTITY,
  type RedisServer,
  ServiceProcess,
  startRedis,
  webSpec,
} from './services';

export interface BenchStack {
  apiUrl: string;
  bffUrl: string;
  webUrl: string;
  redis: RedisServer;
  /** The processes whose memory the load test follows, by name. */
  processes: Array<{ name: string; process: ServiceProcess }>;
  stop(): Promise<void>;
}

export async function startBenchStack(options: {
  seedJobs: number;
  distDir?: string;
  verbose?: boolean;
}): Promise<BenchStack> {
  const out = options.verbose ? { out: process.stdout } : {};
  const [apiPort, bffPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const started: Array<{ name: string; process: ServiceProcess }> = [];
  const redis = await startRedis(out);
  const stop = async () => {
    for (const { process: service } of [...started].reverse()) await service.dispose();
    await redis.dispose();
  };
  try {
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const webUrl = `http://127.0.0.1:${webPort}`;
    const specs = [
      apiSpec({ port: apiPort, identity: NO_IDENTITY, seedJobs: options.seedJobs }),
      bffSpec({
        port: bffPort,
        apiPort,
        identity: NO_IDENTITY,
        redisUrl: redis.url,
        siteOrigin: webUrl,
      }),
      webSpec({ port: webPort, bffUrl, distDir: options.distDir ?? BENCH_DIST_DIR }),
    ];
    for (const spec of specs) {
      const service = new ServiceProcess(spec, out);
      const begun = Date.now();
      await service.start();
      started.push({ name: spec.name, process: service });
      console.info(`bench: ${spec.name} ready in ${((Date.now() - begun) / 1000).toFixed(0)} s`);
    }
    return {
      apiUrl: `http://127.0.0.1:${apiPort}`,
      bffUrl,
      webUrl,
      redis,
      processes: [...started, { name: 'redis', process: redis.process }],
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
