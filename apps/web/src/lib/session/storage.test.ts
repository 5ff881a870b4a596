import { describe, expect, it } from 'vitest';
import { clearSessionScopedKeys, SESSION_SCOPED_STORAGE_KEYS } from './storage';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

describe('clearSessionScopedKeys (spec §8)', () => {
  it('removes recommendJobIds, page and checkedIds from each storage and nothing else', () => {
    expect(SESSION_SCOPED_STORAGE_KEYS).toEqual(['recommendJobIds', 'page', 'checkedIds']);
    const session = memoryStorage({ recommendJobIds: '[1]', page: '2', utm_source: 'x' });
    const local = memoryStorage({ checkedIds: '[3]', keep: 'me' });
    clearSessionScopedKeys([session, null, local]);
    expect([...session.map.keys()]).toEqual(['utm_source']);
    expect([...local.map.keys()]).toEqual(['keep']);
  });

  it('goes on when a storage throws', () => {
    const broken = {
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const local = memoryStorage({ page: '1' });
    expect(() => clearSessionScopedKeys([broken, local])).not.toThrow();
    expect(local.map.size).toBe(0);
  });
});
