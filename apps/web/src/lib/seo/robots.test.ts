import { describe, expect, it } from 'vitest';
import { siteEnvironment } from '../runtime-env';
import { isUncrawlable, keepsCrawlersOut } from './robots';

describe('ENVIRONMENT and robots', () => {
  it('reads ENVIRONMENT: unset is production, an unknown value development', () => {
    expect(siteEnvironment(undefined)).toBe('production');
    expect(siteEnvironment(' Staging ')).toBe('staging');
    expect(siteEnvironment('production')).toBe('production');
    expect(siteEnvironment('prod')).toBe('development');
  });

  it('keeps crawlers out when asked, and on every deployment but production', () => {
    expect(keepsCrawlersOut({})).toBe(false);
    expect(keepsCrawlersOut({ ENVIRONMENT: 'production' })).toBe(false);
    expect(keepsCrawlersOut({ ENVIRONMENT: 'production', UNCRAWALABLE_ROBOTS: 'true' })).toBe(true);
    expect(keepsCrawlersOut({ ENVIRONMENT: 'staging' })).toBe(true);
    expect(keepsCrawlersOut({ ENVIRONMENT: 'development' })).toBe(true);
    expect(isUncrawlable('0')).toBe(false);
  });
});
