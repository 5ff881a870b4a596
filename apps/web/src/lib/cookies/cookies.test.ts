import { HISTORY_LIST, KEEP_LIST } from '@jobsite/domain/constants';
import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import { parseAuthRecord } from './auth-record';
import { readCookie } from './browser';
import { parseHistoryList, recordView } from './history-list';
import { parseIdList, serializeIdList } from './id-list';
import { addToKeepList, parseKeepList, removeFromKeepList } from './keep-list';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe('id list cookies', () => {
  it('keeps only distinct positive integer ids, in order', () => {
    expect(parseIdList('3,1,3,x,-2,0,<script>,2', 10)).toEqual(['3', '1', '2']);
    expect(parseIdList('3%2C1', 10)).toEqual(['3', '1']);
    expect(parseIdList('%E0%A4%A', 10)).toEqual([]);
    expect(serializeIdList(['5', '4'])).toBe('5,4');
  });

  it(`saves at most ${KEEP_LIST.maxItems} jobs and refuses the next with the message of spec §5`, () => {
    const full = ids(KEEP_LIST.maxItems);
    const refused = addToKeepList(full, '999');
    expect(refused).toEqual({ ok: false, ids: full, message: KEEP_LIST_FULL_MESSAGE });
    expect(addToKeepList(full.slice(1), '999')).toMatchObject({ ok: true, added: true });
    expect(addToKeepList(['1'], '1')).toEqual({ ok: true, ids: ['1'], added: false });
    expect(addToKeepList(['1'], '2').ids).toEqual(['2', '1']);
    expect(removeFromKeepList(['1', '2'], '1')).toEqual(['2']);
    expect(parseKeepList(serializeIdList(ids(30)))).toHaveLength(KEEP_LIST.maxItems);
  });

  it('records views newest first, moving a revisited job to the front', () => {
    expect(recordView(['1', '2', '3'], '2')).toEqual(['2', '1', '3']);
    expect(recordView(ids(HISTORY_LIST.maxItems), 'new')).toHaveLength(HISTORY_LIST.maxItems);
    expect(parseHistoryList('9,8')).toEqual(['9', '8']);
  });

  it('reads the auth record cookie and rejects junk', () => {
    const value = encodeURIComponent(JSON.stringify({ uid: 'u1', email: 'a@example.com' }));
    expect(parseAuthRecord(value)).toEqual({ uid: 'u1', email: 'a@example.com' });
    expect(parseAuthRecord('not-json')).toBeNull();
    expect(parseAuthRecord(encodeURIComponent('{"uid":""}'))).toBeNull();
    expect(readCookie('keepList', 'a=1; keepList=3,4; b=2')).toBe('3,4');
    expect(readCookie('keep', 'keepList=3')).toBeUndefined();
  });
});
