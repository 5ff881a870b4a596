import { describe, expect, it } from 'vitest';
import { isNewJob } from './job-card';

const NOW = new Date('2026-11-27T00:00:00Z');

describe('isNewJob', () => {
  it('is NEW within 7 days of publication, not from the 7th day on', () => {
    expect(isNewJob('2026-11-26T00:00:00Z', NOW)).toBe(true);
    expect(isNewJob('2026-11-20T00:00:01Z', NOW)).toBe(true);
    expect(isNewJob('2026-11-20T00:00:00Z', NOW)).toBe(false);
  });

  it('is not NEW unpublished or dated after now', () => {
    expect(isNewJob(null, NOW)).toBe(false);
    expect(isNewJob('2026-11-28T00:00:00Z', NOW)).toBe(false);
  });
});
