import { describe, expect, it } from 'vitest';
import { KEEP_LIST } from '../constants';
import { KEEP_LIST_FULL_MESSAGE } from '../errors';
import { keepListSchema } from './keep-list';
import { errorsOf, parseOk } from './test-helpers';

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('keepListSchema', () => {
  it('accepts up to KEEP_LIST.maxItems distinct job ids', () => {
    expect(parseOk(keepListSchema, [])).toEqual([]);
    expect(parseOk(keepListSchema, ids(KEEP_LIST.maxItems))).toHaveLength(KEEP_LIST.maxItems);
  });

  it('rejects one more with the saved-list-full message', () => {
    expect(errorsOf(keepListSchema, ids(KEEP_LIST.maxItems + 1))).toEqual({
      root: KEEP_LIST_FULL_MESSAGE,
    });
  });

  it('rejects duplicates and invalid ids', () => {
    expect(errorsOf(keepListSchema, [1, 1])).toEqual({ root: '同じ項目が重複しています' });
    expect(errorsOf(keepListSchema, ['1'])).toEqual({ '0': '選択してください' });
    expect(errorsOf(keepListSchema, 'not a list')).toEqual({ root: '選択してください' });
  });
});
