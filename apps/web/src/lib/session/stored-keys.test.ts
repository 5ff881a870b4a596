import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/client-state/test-storage';
import { clearSessionScopedKeys } from './storage';
import {
  listPageValue,
  readListPage,
  readRecommendJobIds,
  recommendJobIdsValue,
  writeStoredKey,
} from './stored-keys';

describe('spec §3 keys recommendJobIds and page', () => {
  it('writes the recommendation ids in order, once each, and reads them back', () => {
    const storage = memoryStorage();
    writeStoredKey(storage, recommendJobIdsValue(['12', '7', '12', 'x', '3']));
    expect(storage.getItem('recommendJobIds')).toBe('["12","7","3"]');
    expect(readRecommendJobIds(storage)).toEqual(['12', '7', '3']);
  });

  it('writes the list page with its path and reads back only a same-site path', () => {
    const storage = memoryStorage();
    writeStoredKey(storage, listPageValue({ path: '/driver/tokyo?page=3', page: 3 }));
    expect(readListPage(storage)).toEqual({ path: '/driver/tokyo?page=3', page: 3 });
    storage.setItem('page', JSON.stringify({ path: '//evil.example/', page: 2 }));
    expect(readListPage(storage)).toBeNull();
    storage.setItem('page', 'not json');
    expect(readListPage(storage)).toBeNull();
  });

  it('is cleared with the session, in both storages', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    writeStoredKey(session, recommendJobIdsValue(['1']));
    writeStoredKey(session, listPageValue({ path: '/driver', page: 2 }));
    writeStoredKey(local, listPageValue({ path: '/driver', page: 2 }));
    clearSessionScopedKeys([session, local]);
    expect(readRecommendJobIds(session)).toEqual([]);
    expect(readListPage(session)).toBeNull();
    expect(readListPage(local)).toBeNull();
  });

  it('leaves a refused write unwritten without throwing', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeStoredKey(full, recommendJobIdsValue(['1']))).not.toThrow();
  });
});
