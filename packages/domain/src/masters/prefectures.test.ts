import { describe, expect, it } from 'vitest';
import {
  findPrefectureByCode,
  findPrefectureBySlug,
  isPrefectureEnName,
  PREFECTURES,
  prefecturesInRegion,
} from './prefectures';
import { findRegionById, findRegionBySlug, REGIONS, regionOfPrefecture } from './regions';

describe('PREFECTURES', () => {
  it('has 47 prefectures with contiguous codes 1..47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it('pins the JIS codes of Hokkaido, Tokyo and Okinawa', () => {
    expect(findPrefectureByCode(1)).toMatchObject({ name: '北海道', prefectureEnName: 'hokkaido' });
    expect(findPrefectureByCode(13)).toMatchObject({ name: '東京都', prefectureEnName: 'tokyo' });
    expect(findPrefectureByCode(47)).toMatchObject({ name: '沖縄県', prefectureEnName: 'okinawa' });
    expect(findPrefectureByCode(27)?.name).toBe('大阪府');
    expect(findPrefectureByCode(26)?.name).toBe('京都府');
  });

  it('has unique names and lowercase romaji slugs', () => {
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
    expect(new Set(PREFECTURES.map((p) => p.prefectureEnName)).size).toBe(47);
    for (const p of PREFECTURES) {
      expect(p.prefectureEnName).toMatch(/^[a-z]+$/);
      expect(p.name).toMatch(/^(北海道|.+[都府県])$/);
    }
  });

  it('looks up by slug and returns undefined for unknown input', () => {
    expect(findPrefectureBySlug('kanagawa')?.code).toBe(14);
    expect(findPrefectureBySlug('Tokyo')).toBeUndefined();
    expect(findPrefectureBySlug('tokyo-to')).toBeUndefined();
    expect(findPrefectureBySlug(undefined)).toBeUndefined();
    expect(findPrefectureByCode(0)).toBeUndefined();
    expect(findPrefectureByCode(48)).toBeUndefined();
    expect(findPrefectureByCode(null)).toBeUndefined();
    expect(isPrefectureEnName('okinawa')).toBe(true);
    expect(isPrefectureEnName('driver')).toBe(false);
  });
});

describe('REGIONS', () => {
  it('has the 7 regions in order', () => {
    expect(REGIONS.map((r) => r.name)).toEqual([
      '北海道・東北',
      '関東',
      '北陸・甲信越',
      '東海',
      '関西',
      '中国・四国',
      '九州・沖縄',
    ]);
    expect(new Set(REGIONS.map((r) => r.id)).size).toBe(7);
    expect(new Set(REGIONS.map((r) => r.enName)).size).toBe(7);
  });

  it('covers all 47 prefectures exactly once', () => {
    const codes = REGIONS.flatMap((r) => r.prefectures.map((p) => p.code));
    expect(codes).toHaveLength(47);
    expect(new Set(codes).size).toBe(47);
    for (const r of REGIONS) {
      expect(r.prefectures.length).toBeGreaterThan(0);
      expect(r.prefectures).toEqual(prefecturesInRegion(r.id));
    }
  });

  it('groups the prefectures by the usual contiguous JIS code ranges', () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(
      Object.fromEntries(REGIONS.map((r) => [r.enName, r.prefectures.map((p) => p.code)])),
    ).toEqual({
      hokkaido_tohoku: range(1, 7),
      kanto: range(8, 14),
      hokuriku_koshinetsu: range(15, 20),
      tokai: range(21, 24),
      kansai: range(25, 30),
      chugoku_shikoku: range(31, 39),
      kyushu_okinawa: range(40, 47),
    });
  });

  it('places well-known prefectures in their region', () => {
    expect(regionOfPrefecture(findPrefectureBySlug('hokkaido')!).enName).toBe('hokkaido_tohoku');
    expect(regionOfPrefecture(findPrefectureBySlug('tokyo')!).name).toBe('関東');
    expect(regionOfPrefecture(findPrefectureBySlug('niigata')!).name).toBe('北陸・甲信越');
    expect(regionOfPrefecture(findPrefectureBySlug('aichi')!).name).toBe('東海');
    expect(regionOfPrefecture(findPrefectureBySlug('osaka')!).name).toBe('関西');
    expect(regionOfPrefecture(findPrefectureBySlug('kochi')!).name).toBe('中国・四国');
    expect(regionOfPrefecture(findPrefectureBySlug('okinawa')!).name).toBe('九州・沖縄');
  });

  it('looks up by id and slug and returns undefined for unknown input', () => {
    expect(findRegionBySlug('kansai')?.id).toBe(5);
    expect(findRegionById(2)?.enName).toBe('kanto');
    expect(findRegionById(8)).toBeUndefined();
    expect(findRegionBySlug('shikoku')).toBeUndefined();
    expect(findRegionBySlug(null)).toBeUndefined();
  });
});
