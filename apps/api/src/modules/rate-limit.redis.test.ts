// The per-account limits on a real redis-server: every api instance counts together, so N
// instances allow the guesses of one; without Redis one process counts alone.
import { redisForThisFile } from '@jobsite/service-kit/testing/redis-for-tests';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, RateLimiter } from './rate-limit';

const redis = redisForThisFile('api-test');

async function apiInstance(): Promise<RateLimiter> {
  return new RateLimiter(await redis.client(), 'api-test:');
}

const outcome = (attempt: Promise<void>) =>
  attempt.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('per-account rate limits', () => {
  it('count the attempts of every instance together', async () => {
    const instances = [await apiInstance(), await apiInstance()];
    const answers = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.passwordCheck.max; i += 1) {
      const instance = instances[i % 2]!;
      answers.push(await outcome(instance.hit('08011112222', ACCOUNT_LIMITS.passwordCheck)));
    }
    expect(answers).toEqual([
      ...Array(ACCOUNT_LIMITS.passwordCheck.max).fill('ok'),
      'RATE_LIMITED',
    ]);
    // Another account, and another question about the same account, count on their own.
    expect(await outcome(instances[0]!.hit('08033334444', ACCOUNT_LIMITS.passwordCheck))).toBe(
      'ok',
    );
    expect(await outcome(instances[1]!.hit('08011112222', ACCOUNT_LIMITS.lookup))).toBe('ok');
    // No phone number in the keys.
    expect((await (await redis.client()).keys('api-test:*')).join(' ')).not.toMatch(/0801111/);
  });

  it('count in this process without Redis', async () => {
    const limiter = new RateLimiter();
    const answers = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.passwordReset.max; i += 1)
      answers.push(await outcome(limiter.hit('a@example.com', ACCOUNT_LIMITS.passwordReset)));
    expect(answers.at(-1)).toBe('RATE_LIMITED');
    expect(answers.slice(0, -1).every((answer) => answer === 'ok')).toBe(true);
  });
});
