import { Redis } from 'ioredis';
import pino from 'pino';
import { contractVersion } from '../graphql/schema';
import { MasterDataCache } from './master-data-cache';

/**
 * Invalidates master-data entries straight in Redis and tells every running BFF process
 * (pub/sub) to drop its in-memory copies. `fields`: root field names; none: everything.
 */
export async function invalidateMasterData({
  redisUrl,
  prefix,
  fields,
}: {
  redisUrl: string;
  prefix: string;
  fields?: readonly string[];
}): Promise<number> {
  const redis = new Redis(redisUrl, {
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
