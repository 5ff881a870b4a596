import { describe, expect, it } from 'vitest';
import { CacheTag, companyTag, isCacheTag, jobTag } from './index';

describe('web cache tags', () => {
  it('accepts the fixed tags and the job and company data tags', () => {
    for (const tag of Object.values(CacheTag)) expect(isCacheTag(tag)).toBe(true);
    expect(isCacheTag(jobTag(12))).toBe(true);
    expect(isCacheTag(companyTag('3'))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const tag of [
      '',
      'gql',
      'job:',
      'job:x',
      'company:-1',
      `job:${'9'.repeat(19)}`,
      'jobs ',
    ]) {
      expect(isCacheTag(tag)).toBe(false);
    }
  });
});
