import { describe, expect, it } from 'vitest';
import { keepListAfterMerge } from './keep-list-merge';

describe('keepListAfterMerge (spec §4: the cookie list moves, nothing saved is lost)', () => {
  it('empties the cookie when every job was saved', () => {
    expect(
      keepListAfterMerge(['3', '2', '1'], ['3', '2', '1'], new Set(['1', '2', '3']), 5),
    ).toEqual({ remaining: [], full: false });
  });

  it('drops jobs that could not be saved while there was room (no longer published)', () => {
    expect(keepListAfterMerge(['3', '2', '1'], ['3', '2', '1'], new Set(['3', '1']), 4)).toEqual({
      remaining: [],
      full: false,
    });
  });

  it('keeps the jobs that did not fit when the favourites are full', () => {
    const saved = new Set(['3']);
    expect(keepListAfterMerge(['3', '2', '1'], ['3', '2', '1'], saved, 20)).toEqual({
      remaining: ['2', '1'],
      full: true,
    });
  });

  it('keeps jobs saved to the cookie meanwhile (not sent)', () => {
    expect(keepListAfterMerge(['9', '3'], ['3'], new Set(['3']), 1)).toEqual({
      remaining: ['9'],
      full: false,
    });
    expect(keepListAfterMerge(['9', '3'], ['3'], new Set(['3']), 20)).toEqual({
      remaining: ['9'],
      full: false,
    });
  });

  it('reports full only when something was left behind', () => {
    expect(keepListAfterMerge(['1'], ['1'], new Set(['1']), 20)).toEqual({
      remaining: [],
      full: false,
    });
  });
});
