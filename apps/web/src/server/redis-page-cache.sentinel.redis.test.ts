// The shared ISR store through Redis Sentinel across a failover, as the cluster runs it
// (decisions 0036 and 0038): two web instances (each its own module, so its own connection)
// store and read pages through three Sentinels; the primary is killed, the Sentinels promote the
// replica, and the old primary comes back as a replica. Afterwards a page stored by one
// instance is a hit on the other. The Sentinels' answers reach the instances only after the
// failover announcement (SentinelGroup.holdAnswers), an order a loaded machine produces: an
// instance whose client gave up then would never store a page again.
import {
  type SentinelGroup,
  startSentinelGroup,
  until,
} from '@jobsite/service-kit/testing/sentinel-group';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type PageCacheModule = typeof import('./redis-page-cache.mjs');

let group: SentinelGroup;
const instances: PageCacheModule[] = [];
beforeAll(async () => {
  group = await startSentinelGroup();
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.closeRedisPageCaches()));
  await group?.stop();
});

/** A web instance: the module loaded afresh (its own Redis client), and a handler of it. */
async function webInstance() {
  vi.resetModules();
  const module: PageCacheModule = await import('./redis-page-cache.mjs');
  instances.push(module);
  return new module.RedisPageCache({ redis: group.target, prefix: 'sentinel:' });
}

const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const cacheControl = { revalidate: 300, expire: undefined };
const page = (text: string) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body><p>${text}</p></body></html>`,
  rscData: Buffer.from(`0:${JSON.stringify(text)}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
  status: 200,
  postponed: undefined,
  segmentData: new Map(),
});

type Handler = Awaited<ReturnType<typeof webInstance>>;
/** Whether a page `writer` stores now is then a hit on `reader`. */
async function sharedNow(writer: Handler, reader: Handler, key: string): Promise<boolean> {
  await writer.set(key, page(key), { ...context, cacheControl });
  const hit = await reader.get(key, context);
  return hit?.value?.html === page(key).html;
}

describe('the shared ISR cache through Sentinel', () => {
  it('is shared again by instances that lived through a failover', async () => {
    const [one, two] = [await webInstance(), await webInstance()];
    expect(await sharedNow(one, two, '/before')).toBe(true);

    group.holdAnswers();
    await group.failOver();

    // Both instances reconnect to the promoted replica by themselves (their commands fail fast
    // meanwhile, and a page is then rendered instead of served from the cache).
    let attempt = 0;
    await until('a page stored by one instance is a hit on the other', async () => {
      attempt += 1;
      return sharedNow(one, two, `/recovering/${attempt}`);
    });
    for (let n = 0; n < 10; n++) {
      expect(await sharedNow(one, two, `/after/one/${n}`), `page ${n} from one to two`).toBe(true);
      expect(await sharedNow(two, one, `/after/two/${n}`), `page ${n} from two to one`).toBe(true);
    }
    // A page stored before the failover was on the replica, now the primary.
    expect((await two.get('/before', context))?.value?.html).toBe(page('/before').html);
  }, 90_000);
});
