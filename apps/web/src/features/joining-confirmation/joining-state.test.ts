import { describe, expect, it } from 'vitest';
import { formatJoinedOn, hasJoinedOf } from './joining-state';

describe('joining confirmation values', () => {
  it('reads the radio as a boolean, anything else as no answer', () => {
    expect(hasJoinedOf('true')).toBe(true);
    expect(hasJoinedOf('false')).toBe(false);
    expect(hasJoinedOf('')).toBeNull();
    expect(hasJoinedOf('yes')).toBeNull();
  });

  it('writes the day in Japanese', () => {
    expect(formatJoinedOn('2026-04-01')).toBe('2026年4月1日');
    expect(formatJoinedOn('soon')).toBe('soon');
  });
});
