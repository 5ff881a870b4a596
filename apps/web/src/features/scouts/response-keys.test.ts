import { describe, expect, it } from 'vitest';
import { refusingStorage } from '@/lib/client-state/test-storage';
import {
  answeredScoutIds,
  hasAnsweredScout,
  MAX_REMEMBERED_SCOUTS,
  rememberScoutAnswer,
  SCOUT_RESPONSE_KEYS,
} from './response-keys';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('scout response keys (spec §3)', () => {
  it('uses the spec’s key names', () => {
    expect(SCOUT_RESPONSE_KEYS).toEqual({
      entry: 'scoutResponseEnteredIds',
      inquiry: 'scoutResponseInquiredIds',
    });
  });

  it('remembers each scout once per answer type, as a JSON array', () => {
    const storage = memoryStorage();
    rememberScoutAnswer(storage, 'entry', '7');
    rememberScoutAnswer(storage, 'entry', '7');
    rememberScoutAnswer(storage, 'inquiry', '8');
    expect(storage.data.get('scoutResponseEnteredIds')).toBe('["7"]');
    expect(hasAnsweredScout(storage, 'entry', '7')).toBe(true);
    expect(hasAnsweredScout(storage, 'inquiry', '7')).toBe(false);
    expect(answeredScoutIds(storage, 'inquiry')).toEqual(['8']);
  });

  it('reads a broken or foreign value as nothing and keeps the newest ids', () => {
    expect(answeredScoutIds(memoryStorage({ scoutResponseEnteredIds: '{oops' }), 'entry')).toEqual(
      [],
    );
    expect(
      answeredScoutIds(memoryStorage({ scoutResponseEnteredIds: '[1,"2",null]' }), 'entry'),
    ).toEqual(['2']);
    expect(answeredScoutIds(null, 'entry')).toEqual([]);
    const storage = memoryStorage();
    for (let id = 1; id <= MAX_REMEMBERED_SCOUTS + 5; id += 1)
      rememberScoutAnswer(storage, 'entry', String(id));
    const ids = answeredScoutIds(storage, 'entry');
    expect(ids).toHaveLength(MAX_REMEMBERED_SCOUTS);
    expect(ids[0]).toBe('6');
  });

  it('survives storage that throws', () => {
    const broken = refusingStorage();
    expect(answeredScoutIds(broken, 'entry')).toEqual([]);
    expect(() => rememberScoutAnswer(broken, 'entry', '1')).not.toThrow();
  });
});
