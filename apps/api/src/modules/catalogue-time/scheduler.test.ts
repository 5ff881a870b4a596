import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from './periods';
import { msUntilNextRun, scheduleDaily } from './scheduler';

describe('the daily task timer (decision 0033)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('computes the delay to the next run in JST', () => {
    // 2026-01-10 03:00 JST → 04:00 JST the same day.
    expect(msUntilNextRun(new Date('2026-01-09T18:00:00Z'), 4)).toBe(3_600_000);
    // Exactly 04:00 JST → tomorrow's.
    expect(msUntilNextRun(new Date('2026-01-09T19:00:00Z'), 4)).toBe(DAY_MS);
    // 05:30 JST → 04:00 JST the next day.
    expect(msUntilNextRun(new Date('2026-01-09T20:30:00Z'), 4)).toBe(22.5 * 3_600_000);
  });

  it('runs once a day at the hour, on the injected clock, and stops', async () => {
    vi.setSystemTime(new Date('2026-01-09T18:00:00Z')); // 03:00 JST
    const runs: string[] = [];
    const stop = scheduleDaily({
      hourJst: 4,
      now: () => new Date(),
      task: async () => {
        runs.push(new Date().toISOString());
      },
    });
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['2026-01-09T19:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(runs).toEqual([
      '2026-01-09T19:00:00.000Z',
      '2026-01-10T19:00:00.000Z',
      '2026-01-11T19:00:00.000Z',
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(runs).toHaveLength(3);
  });

  it('keeps running after a failed run, and reports it', async () => {
    vi.setSystemTime(new Date('2026-01-09T19:00:00Z'));
    const errors: unknown[] = [];
    let calls = 0;
    const stop = scheduleDaily({
      hourJst: 4,
      now: () => new Date(),
      task: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    stop();
  });
});
