// The Redis session store rides out a dropped connection (a failover, a proxy closing its
// sessions): the command is sent again once the client has reconnected, and only an outage
// longer than the store's wait fails the request.
import { randomUUID } from 'node:crypto';
import { createRedis, failFastRedisOptions } from '@jobsite/service-kit/redis';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { RedisSessionStore, SessionStoreUnavailable } from '../src/session/session-store';

const admin = new Redis(inject('redisUrl'));
const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await admin.quit();
});

async function storeClient(): Promise<Redis> {
  const client = createRedis({ url: inject('redisUrl') }, failFastRedisOptions('session-test'));
  clients.push(client);
  await client.connect();
  return client;
}

describe('the Redis session store', () => {
  it('answers through a dropped connection once the client is back', async () => {
    const client = await storeClient();
    const store = new RedisSessionStore(client, `test:${randomUUID()}:`);
    await store.set('k1', 'member-1', 'sealed-1', 60_000);
    const id = await client.client('ID');
    await admin.client('KILL', 'ID', String(id));
    // The next commands meet a connection that is gone, then one coming back.
    expect(await store.get('k1')).toBe('sealed-1');
    expect(await store.update('k1', 'member-1', 'sealed-2', 60_000)).toBe(true);
    expect(await store.get('k1')).toBe('sealed-2');
  });

  it('fails with SessionStoreUnavailable when the connection does not come back', async () => {
    const client = await storeClient();
    const store = new RedisSessionStore(client, `test:${randomUUID()}:`);
    client.disconnect(); // no reconnection: an outage longer than the wait
    await expect(store.get('k1')).rejects.toBeInstanceOf(SessionStoreUnavailable);
  });
});
