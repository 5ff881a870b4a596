// `pnpm --filter @jobsite/bff cache:invalidate [field ...]` (built: node dist/cache-invalidate.js)
// Drops cached master data: the named root fields (e.g. occupations prefectures), or all of it.
// With REDIS_URL (or REDIS_SENTINELS and REDIS_SENTINEL_NAME) it works on Redis directly and
// every BFF process drops its memory copies;
// without it, it asks a running BFF (BFF_URL, ADMIN_TOKEN) through POST /admin/cache/invalidate.
import { redisTarget } from '@jobsite/service-kit';
import { invalidateMasterData } from '../cache/invalidate';
import { isMasterDataField, MASTER_DATA_FIELDS } from '../graphql/master-data';

const fields = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = fields.filter((field) => !isMasterDataField(field));
if (unknown.length > 0) {
  console.error(
    `Not master-data fields: ${unknown.join(', ')}\nKnown: ${Object.keys(MASTER_DATA_FIELDS).join(' ')}`,
  );
  process.exit(2);
}

const { REDIS_KEY_PREFIX = 'bff:', BFF_URL = 'http://127.0.0.1:4000', ADMIN_TOKEN } = process.env;
const label = fields.length > 0 ? fields.join(', ') : 'all master data';
try {
  const target = redisTarget(process.env);
  if (target) {
    const deleted = await invalidateMasterData({
      target,
      prefix: REDIS_KEY_PREFIX,
      fields,
    });
    console.info(`Invalidated ${label}: ${deleted} Redis entries deleted; running BFFs notified.`);
  } else if (ADMIN_TOKEN) {
    const response = await fetch(new URL('/admin/cache/invalidate', BFF_URL), {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(fields.length > 0 ? { fields } : {}),
    });
    if (!response.ok)
      throw new Error(`${BFF_URL} answered ${response.status}: ${await response.text()}`);
    console.info(`Invalidated ${label} in the BFF at ${BFF_URL}.`);
  } else {
    console.error(
      'Set REDIS_URL or REDIS_SENTINELS (shared cache), or ADMIN_TOKEN and BFF_URL (a BFF on its in-process cache).',
    );
    process.exit(2);
  }
} catch (error) {
  console.error(`Invalidation failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
