import { describe, expect, it } from 'vitest';
import { memoryStorage, refusingStorage } from '@/lib/client-state/test-storage';
import { readUserName, rememberUserName, USER_NAME_KEY } from './user-name';

describe('the userName key (spec §3)', () => {
  it('keeps the name of the last application, trimmed, and gives it back', () => {
    const store = memoryStorage();
    expect(readUserName(store)).toBe('');
    rememberUserName('  山田 太郎 ', store);
    expect(store.items.get(USER_NAME_KEY)).toBe('山田 太郎');
    expect(readUserName(store)).toBe('山田 太郎');
  });

  it('ignores empty or overlong names and storage that throws', () => {
    const store = memoryStorage();
    rememberUserName('   ', store);
    rememberUserName('あ'.repeat(51), store);
    expect(store.items.size).toBe(0);
    store.items.set(USER_NAME_KEY, 'い'.repeat(51));
    expect(readUserName(store)).toBe('');
    const broken = refusingStorage();
    expect(readUserName(broken)).toBe('');
    expect(() => rememberUserName('山田', broken)).not.toThrow();
  });
});
