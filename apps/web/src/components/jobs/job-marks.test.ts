import { describe, expect, it } from 'vitest';
import { markRules } from './job-marks';

describe('markRules', () => {
  it('shows a mark on the cards of the ids given', () => {
    expect(markRules('viewed', ['12', '7'])).toBe(
      '[data-job-id="12"] [data-mark="viewed"],[data-job-id="7"] [data-mark="viewed"]{display:inline-block}',
    );
  });

  it('writes nothing for no ids, and skips ids that are not numbers (a tampered cookie)', () => {
    expect(markRules('applied', [])).toBe('');
    expect(markRules('applied', ['1"]{}body{display:none'])).toBe('');
  });
});
