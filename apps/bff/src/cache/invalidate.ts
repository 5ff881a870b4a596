import { createRedis, type RedisTarget } from '@jobsite/service-kit';
import pino from 'pino';
import { contractVersion } from '../graphql/schema';
import { MasterDataCache } from './master-data-cache';

/**
 * Invalidates master-data entries straight in Redis and tells every running BFF process
 * (pub/sub) to drop its in-memory copies. `fields`: root field names; none: everything.
 */
export async function invalidateMasterData({
  target,
  prefix,
  fields,
}: {
  target: RedisTarget;
  prefix: string;
  fields?: readonly string[];
}): Promise<number> {
  const redis = createRedis(target, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    lazyConnect: true,
  });
  try {
    await redis.connect();
    const cache = new MasterDataCache({
      redis,
      subscriber: null,
      prefix,
      version: contractVersion,
      log: pino({ level: 'silent' }),
    });
    return await cache.invalidate(fields);
  } finally {
    redis.disconnect();
  }
}
