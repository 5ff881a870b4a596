import { describe, expect, it } from 'vitest';
import { createLookup, deepFreeze } from './define-master';

describe('createLookup', () => {
  it('finds by key and returns undefined for missing, null and undefined', () => {
    const find = createLookup([{ id: 1 }, { id: 2 }], (item) => item.id);
    expect(find(2)).toEqual({ id: 2 });
    expect(find(3)).toBeUndefined();
    expect(find('1')).toBeUndefined();
    expect(find(null)).toBeUndefined();
    expect(find(undefined)).toBeUndefined();
  });

  it('throws on a duplicate key', () => {
    expect(() => createLookup([{ id: 1 }, { id: 1 }], (item) => item.id)).toThrow(/Duplicate/);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const value = deepFreeze({ list: [{ a: 1 }] });
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
  });
});
