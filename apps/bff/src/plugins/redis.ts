import { createRedis, describeRedisTarget, failFastRedisOptions } from '@jobsite/service-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { BffConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands; null when no Redis is configured (every store is then in-process). */
    redis: Redis | null;
    /** A second connection for pub/sub (a subscribed connection runs no other command). */
    redisSubscriber: Redis | null;
  }
}

/** Waits for a connection's first `ready`, up to `timeoutMs`; a Redis down at start is not fatal. */
async function connect(client: Redis, timeoutMs: number): Promise<boolean> {
  const ready = client.connect().then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
  return Promise.race([ready, timeout]);
}

async function redisPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  const target = opts.config.REDIS;
  if (!target) {
    app.log.warn(
      'REDIS_URL is not set: sessions, the master-data cache and rate limits use an in-process store (one BFF process only; sessions end when it restarts). Neither is REDIS_SENTINELS.',
    );
    app.decorate('redis', null);
    app.decorate('redisSubscriber', null);
    return;
  }
  // Through Sentinel both connections follow a failover to the promoted replica by themselves
  // (docs/decisions/0036-redis-sentinel-and-shared-limits.md).
  const redis = createRedis(target, failFastRedisOptions('bff'));
  const subscriber = createRedis(target, {
    ...failFastRedisOptions('bff-subscriber'),
    commandTimeout: undefined,
    // ioredis's own resubscription on reconnect leaves its promise unhandled: a connection
    // that drops again at that moment would end the process. The master-data cache
    // subscribes again on every `ready` itself, catching the refusal.
    autoResubscribe: false,
  });
  let up = true;
  redis.on('error', (error: Error) => {
    if (up) app.log.error({ err: error }, 'Redis unavailable: serving without it until it returns');
    up = false;
  });
  redis.on('ready', () => {
    if (!up) app.log.info('Redis is back');
    up = true;
  });
  subscriber.on('error', () => {}); // reported through the command connection
  const [commandsUp] = await Promise.all([connect(redis, 2000), connect(subscriber, 2000)]);
  if (!commandsUp) app.log.error('Redis did not answer at start: continuing without it');
  else app.log.info(`Redis: ${describeRedisTarget(target)}`);

  app.decorate('redis', redis);
  app.decorate('redisSubscriber', subscriber);
  app.addHook('onClose', async () => {
    // quit() waits for pending replies; disconnect() if the connection is already gone.
    await Promise.all(
      [redis, subscriber].map((client) =>
        client.status === 'ready'
          ? client.quit().catch(() => client.disconnect())
          : client.disconnect(),
      ),
    );
  });
}

export default fp(redisPlugin, { name: 'redis' });
