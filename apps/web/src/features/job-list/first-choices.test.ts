import { describe, expect, it } from 'vitest';
import { firstChoices } from './first-choices';

const items = [
  { id: 'a', count: 1 },
  { id: 'b', count: 9 },
  { id: 'c', count: 5 },
  { id: 'd', count: 5 },
  { id: 'e', count: 0 },
];
const ids = (list: typeof items) => list.map((item) => item.id);
const count = (item: (typeof items)[number]) => item.count;

describe('firstChoices', () => {
  it('keeps the most counted, in the list order, ties by position', () => {
    expect(ids(firstChoices(items, 2, () => false, count))).toEqual(['b', 'c']);
    expect(ids(firstChoices(items, 3, () => false, count))).toEqual(['b', 'c', 'd']);
  });

  it('always keeps the chosen ones, beyond the limit', () => {
    const chosen = new Set(['e', 'a']);
    expect(ids(firstChoices(items, 1, (item) => chosen.has(item.id), count))).toEqual([
      'a',
      'b',
      'e',
    ]);
  });

  it('keeps everything without a limit or when the list is short', () => {
    expect(ids(firstChoices(items, null, () => false, count))).toEqual(ids(items));
    expect(ids(firstChoices(items, 10, () => false, count))).toEqual(ids(items));
  });
});
