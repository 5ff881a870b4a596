import { describe, expect, it } from 'vitest';
import { KEEP_LIST } from '../constants';
import { KEEP_LIST_FULL_MESSAGE } from '../errors';
import { addFavoritesSchema, keepListSchema } from './keep-list';
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
    expect(errorsOf(keepListSchema, ['x'])).toEqual({ '0': '選択してください' });
    expect(errorsOf(keepListSchema, 'not a list')).toEqual({ root: '選択してください' });
  });
});

describe('addFavoritesSchema', () => {
  it('accepts up to 100 distinct ids, the api keeps what fits the saved list', () => {
    expect(parseOk(addFavoritesSchema, { jobIds: ['1', '2'] })).toEqual({ jobIds: [1, 2] });
    expect(parseOk(addFavoritesSchema, { jobIds: ids(100) }).jobIds).toHaveLength(100);
  });

  it('rejects more than 100 ids and a missing list', () => {
    expect(errorsOf(addFavoritesSchema, { jobIds: ids(101) })).toEqual({
      jobIds: '100件まで選択できます',
    });
    expect(errorsOf(addFavoritesSchema, {})).toEqual({ jobIds: '選択してください' });
  });
});
