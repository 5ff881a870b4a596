import { describe, expect, it } from 'vitest';
import {
  parseEarlierEntries,
  readVisitorEnteredIds,
  rememberVisitorEntered,
  VISITOR_ENTERED_KEY,
  withEarlierEntries,
} from './visitor-entries';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('visitor entries kept in the browser', () => {
  it('remembers applied jobs newest first, once each, at most 20', () => {
    const store = memoryStore();
    rememberVisitorEntered(['11'], store);
    rememberVisitorEntered(['12', '11'], store);
    expect(readVisitorEnteredIds(store)).toEqual(['12', '11']);
    rememberVisitorEntered(
      Array.from({ length: 25 }, (_, index) => String(100 + index)),
      store,
    );
    const ids = readVisitorEnteredIds(store);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('100');
  });

  it('reads nothing usable as no ids', () => {
    expect(readVisitorEnteredIds(memoryStore({ [VISITOR_ENTERED_KEY]: '{' }))).toEqual([]);
    expect(readVisitorEnteredIds(memoryStore({ [VISITOR_ENTERED_KEY]: '{"a":1}' }))).toEqual([]);
    expect(
      readVisitorEnteredIds(memoryStore({ [VISITOR_ENTERED_KEY]: '["7", 8, "x", "0"]' })),
    ).toEqual(['7']);
    expect(readVisitorEnteredIds(null)).toEqual([]);
  });
});

describe('the thanks page URL', () => {
  it('names earlier entries in `exclude`, and only when there are some', () => {
    expect(withEarlierEntries('/entry/thanks?job_ids=5', ['3', '4'])).toBe(
      '/entry/thanks?job_ids=5&exclude=3%2C4',
    );
    expect(withEarlierEntries('/entry/thanks?job_ids=5', [])).toBe('/entry/thanks?job_ids=5');
  });

  it('parses well-formed ids only, bounded', () => {
    expect(parseEarlierEntries('3, 4,x,3,-1')).toEqual(['3', '4']);
    expect(parseEarlierEntries(['9', '10'])).toEqual(['9']);
    expect(parseEarlierEntries(undefined)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => String(index + 1)).join(',');
    expect(parseEarlierEntries(many)).toHaveLength(20);
  });
});
