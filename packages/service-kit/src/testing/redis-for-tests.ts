import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createRedis, failFastRedisOptions } from '../redis.mjs';
import { type RedisServer, startRedisServer } from './redis-server';

/**
 * A redis-server for one test file (started before its tests, stopped after them) and
 * connected clients of it, each disconnected at the end: what every `*.redis.test.ts` needs.
 */
export function redisForThisFile(clientName: string) {
  let server: RedisServer | undefined;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });
  const started = (): RedisServer => {
    if (!server) throw new Error('redisForThisFile: the server starts in beforeAll');
    return server;
  };
  return {
    get server(): RedisServer {
      return started();
    },
    /** A new connected client (an instance of a service, as far as Redis can tell). */
    async client(): Promise<Redis> {
      const client = createRedis({ url: started().url }, failFastRedisOptions(clientName));
      clients.push(client);
      await client.connect();
      return client;
    },
  };
}
