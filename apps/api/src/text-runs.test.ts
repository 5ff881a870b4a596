import { describe, expect, it } from 'vitest';
import { greedyRuns } from './text-runs';

describe('greedyRuns', () => {
  const one = () => 1;

  it('fills each run up to its limit and keeps every character', () => {
    expect(greedyRuns('あいうえおかき', one, () => 3)).toEqual(['あいう', 'えおか', 'き']);
    expect(greedyRuns('abcdefg', one, (run) => (run === 0 ? 3 : 2))).toEqual(['abc', 'de', 'fg']);
  });

  it('measures per character: a wide one moves to the next run', () => {
    const width = (character: string) => (character === '漢' ? 2 : 1);
    expect(greedyRuns('ab漢c', width, () => 3)).toEqual(['ab', '漢c']);
  });

  it('gives a character wider than the limit a run of its own, and one empty run for no text', () => {
    expect(
      greedyRuns(
        'a漢b',
        (c) => (c === '漢' ? 5 : 1),
        () => 2,
      ),
    ).toEqual(['a', '漢', 'b']);
    expect(greedyRuns('', one, () => 3)).toEqual(['']);
  });
});
