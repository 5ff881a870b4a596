import { createLookup, deepFreeze } from './define-master';
import { type PrefectureMaster, prefecturesInRegion } from './prefectures';

/** The 7 regions that group the prefectures on search pages (the `allRegions` query). */
const REGION_BASES = [
  { id: 1, name: '北海道・東北', enName: 'hokkaido_tohoku' },
  { id: 2, name: '関東', enName: 'kanto' },
  { id: 3, name: '北陸・甲信越', enName: 'hokuriku_koshinetsu' },
  { id: 4, name: '東海', enName: 'tokai' },
  { id: 5, name: '関西', enName: 'kansai' },
  { id: 6, name: '中国・四国', enName: 'chugoku_shikoku' },
  { id: 7, name: '九州・沖縄', enName: 'kyushu_okinawa' },
] as const;

export type RegionId = (typeof REGION_BASES)[number]['id'];
export type RegionEnName = (typeof REGION_BASES)[number]['enName'];

export interface RegionMaster {
  readonly id: RegionId;
  readonly name: string;
  readonly enName: RegionEnName;
  /** The region's prefectures in JIS code order. */
  readonly prefectures: readonly PrefectureMaster[];
}

export const REGIONS: readonly RegionMaster[] = deepFreeze(
  REGION_BASES.map((region) => ({ ...region, prefectures: prefecturesInRegion(region.id) })),
);

const byId = createLookup(REGIONS, (r) => r.id);
const byEnName = createLookup(REGIONS, (r) => r.enName);

export function findRegionById(id: number | null | undefined): RegionMaster | undefined {
  return byId(id);
}

export function findRegionBySlug(enName: string | null | undefined): RegionMaster | undefined {
  return byEnName(enName);
}

/** The region a prefecture belongs to. */
export function regionOfPrefecture(prefecture: Pick<PrefectureMaster, 'regionId'>): RegionMaster {
  return byId(prefecture.regionId)!;
}
