// A Redis primary, a replica and three Sentinels (quorum 2, as the cluster runs them:
// docs/decisions/0038-cluster-topology-and-failover.md) on Debian's redis-server, with the
// clients' way to the Sentinels through relays that can hold the Sentinels' answers. The
// relays reproduce the order a loaded machine produces: a client asks a Sentinel where the
// primary is, and reads the answer only after it has acted on the Sentinels' failover
// announcement (+switch-master).
import net from 'node:net';
import { Redis } from 'ioredis';
import { freePort } from '../ports.mjs';
import { type RedisServer, sentinelKnowsAReplica, startRedisServer } from './redis-server';

const SENTINEL_MASTER_NAME = 'main';

/** The port the Sentinel at `port` names as the primary (undefined: no answer). */
async function sentinelMasterPort(port: number): Promise<number | undefined> {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    const reply = (await client.call(
      'SENTINEL',
      'GET-MASTER-ADDR-BY-NAME',
      SENTINEL_MASTER_NAME,
    )) as [string, string] | null;
    return reply ? Number(reply[1]) : undefined;
  } catch {
    return undefined;
  } finally {
    client.disconnect();
  }
}

/** Resolves once `check` holds, polling every 50 ms; rejects naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * TCP relays to Sentinels. While `holdAnswers()` is in force, what a Sentinel sends on a
 * connection that did not SUBSCRIBE (the answer to "where is the primary?") is held back; the
 * announcements on subscribed connections pass. The held answers are delivered once a
 * connection that carried +switch-master has been closed by its client: the client has then
 * acted on the announcement (ioredis' failover detector closes its Sentinel connections when it
 * reacts), and reads its answer after that, as it may on a busy event loop.
 */
class SentinelRelays {
  #holding = false;
  #held: Array<() => void> = [];
  #servers: net.Server[] = [];
  #sockets = new Set<net.Socket>();

  holdAnswers() {
    this.#holding = true;
  }

  #release() {
    this.#holding = false;
    const held = this.#held;
    this.#held = [];
    for (const deliver of held) deliver();
  }

  async relay(port: number): Promise<number> {
    const server = net.createServer((client) => {
      const sentinel = net.connect(port, '127.0.0.1');
      this.#sockets.add(client).add(sentinel);
      let subscriber = false;
      let announced = false;
      client.on('data', (chunk) => {
        if (/subscribe/i.test(String(chunk))) subscriber = true;
        sentinel.write(chunk);
      });
      sentinel.on('data', (chunk) => {
        if (subscriber) {
          if (this.#holding && String(chunk).includes('+switch-master')) announced = true;
          client.write(chunk);
        } else if (this.#holding) {
          this.#held.push(() => client.writable && client.write(chunk));
        } else {
          client.write(chunk);
        }
      });
      client.on('close', () => {
        sentinel.destroy();
        if (announced && this.#holding) this.#release();
      });
      sentinel.on('close', () => client.end());
      client.on('error', () => {});
      sentinel.on('error', () => {});
    });
    this.#servers.push(server);
    const relayPort = await freePort();
    await new Promise<void>((resolve) => server.listen(relayPort, '127.0.0.1', resolve));
    return relayPort;
  }

  close() {
    for (const socket of this.#sockets) socket.destroy();
    for (const server of this.#servers) server.close();
  }
}

export interface SentinelGroup {
  primary: RedisServer;
  replica: RedisServer;
  sentinels: RedisServer[];
  /** What a client is given (REDIS_SENTINELS, REDIS_SENTINEL_NAME): through the relays. */
  target: { sentinels: Array<{ host: string; port: number }>; name: string };
  /** From now until the next failover has been acted on, clients read the Sentinels' answers late. */
  holdAnswers(): void;
  /**
   * Waits until the replica has every write, kills the primary (SIGKILL), waits until every Sentinel names the replica, and starts the
   * old primary again as a replica of it, on its port.
   */
  failOver(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSentinelGroup(): Promise<SentinelGroup> {
  const primary = await startRedisServer();
  const replica = await startRedisServer({
    args: ['--replicaof', '127.0.0.1', String(primary.port)],
  });
  const sentinels: RedisServer[] = [];
  for (let i = 0; i < 3; i++) {
    sentinels.push(
      await startRedisServer({
        sentinel: [
          `sentinel monitor ${SENTINEL_MASTER_NAME} 127.0.0.1 ${primary.port} 2`,
          `sentinel down-after-milliseconds ${SENTINEL_MASTER_NAME} 1000`,
          `sentinel failover-timeout ${SENTINEL_MASTER_NAME} 10000`,
        ].join('\n'),
      }),
    );
  }
  const relays = new SentinelRelays();
  const relayPorts: number[] = [];
  for (const sentinel of sentinels) relayPorts.push(await relays.relay(sentinel.port));
  const servers = [primary, replica, ...sentinels];
  return {
    primary,
    replica,
    sentinels,
    target: {
      sentinels: relayPorts.map((port) => ({ host: '127.0.0.1', port })),
      name: SENTINEL_MASTER_NAME,
    },
    holdAnswers: () => relays.holdAnswers(),
    async failOver() {
      // A Sentinel promotes only a replica it has seen (decision 0036's tests wait for this too).
      for (const sentinel of sentinels) {
        await until('every Sentinel knows the replica', () =>
          sentinelKnowsAReplica(sentinel.port, SENTINEL_MASTER_NAME),
        );
      }
      // What was written so far is on the replica (replication is asynchronous).
      const direct = new Redis(primary.url, { maxRetriesPerRequest: 0 });
      try {
        await until('the replica has every write', async () => (await direct.wait(1, 1000)) === 1);
      } finally {
        direct.disconnect();
      }
      await primary.kill();
      for (const sentinel of sentinels) {
        await until(
          'every Sentinel names the replica as the primary',
          async () => (await sentinelMasterPort(sentinel.port)) === replica.port,
        );
      }
      await primary.start(['--replicaof', '127.0.0.1', String(replica.port)]);
    },
    async stop() {
      relays.close();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
