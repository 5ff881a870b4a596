import { createLookup, deepFreeze } from './define-master';
import type { RegionId } from './regions';

/**
 * The 47 prefectures in JIS X 0401 order; `code` is the JIS code (Hokkaido 1, Tokyo 13,
 * Okinawa 47). `prefectureEnName` is the lowercase romaji route slug (`/driver/tokyo/`).
 */
export const PREFECTURES = deepFreeze([
  { code: 1, name: '北海道', prefectureEnName: 'hokkaido', regionId: 1 },
  { code: 2, name: '青森県', prefectureEnName: 'aomori', regionId: 1 },
  { code: 3, name: '岩手県', prefectureEnName: 'iwate', regionId: 1 },
  { code: 4, name: '宮城県', prefectureEnName: 'miyagi', regionId: 1 },
  { code: 5, name: '秋田県', prefectureEnName: 'akita', regionId: 1 },
  { code: 6, name: '山形県', prefectureEnName: 'yamagata', regionId: 1 },
  { code: 7, name: '福島県', prefectureEnName: 'fukushima', regionId: 1 },
  { code: 8, name: '茨城県', prefectureEnName: 'ibaraki', regionId: 2 },
  { code: 9, name: '栃木県', prefectureEnName: 'tochigi', regionId: 2 },
  { code: 10, name: '群馬県', prefectureEnName: 'gunma', regionId: 2 },
  { code: 11, name: '埼玉県', prefectureEnName: 'saitama', regionId: 2 },
  { code: 12, name: '千葉県', prefectureEnName: 'chiba', regionId: 2 },
  { code: 13, name: '東京都', prefectureEnName: 'tokyo', regionId: 2 },
  { code: 14, name: '神奈川県', prefectureEnName: 'kanagawa', regionId: 2 },
  { code: 15, name: '新潟県', prefectureEnName: 'niigata', regionId: 3 },
  { code: 16, name: '富山県', prefectureEnName: 'toyama', regionId: 3 },
  { code: 17, name: '石川県', prefectureEnName: 'ishikawa', regionId: 3 },
  { code: 18, name: '福井県', prefectureEnName: 'fukui', regionId: 3 },
  { code: 19, name: '山梨県', prefectureEnName: 'yamanashi', regionId: 3 },
  { code: 20, name: '長野県', prefectureEnName: 'nagano', regionId: 3 },
  { code: 21, name: '岐阜県', prefectureEnName: 'gifu', regionId: 4 },
  { code: 22, name: '静岡県', prefectureEnName: 'shizuoka', regionId: 4 },
  { code: 23, name: '愛知県', prefectureEnName: 'aichi', regionId: 4 },
  { code: 24, name: '三重県', prefectureEnName: 'mie', regionId: 4 },
  { code: 25, name: '滋賀県', prefectureEnName: 'shiga', regionId: 5 },
  { code: 26, name: '京都府', prefectureEnName: 'kyoto', regionId: 5 },
  { code: 27, name: '大阪府', prefectureEnName: 'osaka', regionId: 5 },
  { code: 28, name: '兵庫県', prefectureEnName: 'hyogo', regionId: 5 },
  { code: 29, name: '奈良県', prefectureEnName: 'nara', regionId: 5 },
  { code: 30, name: '和歌山県', prefectureEnName: 'wakayama', regionId: 5 },
  { code: 31, name: '鳥取県', prefectureEnName: 'tottori', regionId: 6 },
  { code: 32, name: '島根県', prefectureEnName: 'shimane', regionId: 6 },
  { code: 33, name: '岡山県', prefectureEnName: 'okayama', regionId: 6 },
  { code: 34, name: '広島県', prefectureEnName: 'hiroshima', regionId: 6 },
  { code: 35, name: '山口県', prefectureEnName: 'yamaguchi', regionId: 6 },
  { code: 36, name: '徳島県', prefectureEnName: 'tokushima', regionId: 6 },
  { code: 37, name: '香川県', prefectureEnName: 'kagawa', regionId: 6 },
  { code: 38, name: '愛媛県', prefectureEnName: 'ehime', regionId: 6 },
  { code: 39, name: '高知県', prefectureEnName: 'kochi', regionId: 6 },
  { code: 40, name: '福岡県', prefectureEnName: 'fukuoka', regionId: 7 },
  { code: 41, name: '佐賀県', prefectureEnName: 'saga', regionId: 7 },
  { code: 42, name: '長崎県', prefectureEnName: 'nagasaki', regionId: 7 },
  { code: 43, name: '熊本県', prefectureEnName: 'kumamoto', regionId: 7 },
  { code: 44, name: '大分県', prefectureEnName: 'oita', regionId: 7 },
  { code: 45, name: '宮崎県', prefectureEnName: 'miyazaki', regionId: 7 },
  { code: 46, name: '鹿児島県', prefectureEnName: 'kagoshima', regionId: 7 },
  { code: 47, name: '沖縄県', prefectureEnName: 'okinawa', regionId: 7 },
] as const satisfies ReadonlyArray<{
  readonly code: number;
  readonly name: string;
  readonly prefectureEnName: string;
  readonly regionId: RegionId;
}>);

export type PrefectureMaster = (typeof PREFECTURES)[number];
export type PrefectureCode = PrefectureMaster['code'];
/** Route slug of a prefecture: `/driver/{prefectureEnName}/`. */
export type PrefectureEnName = PrefectureMaster['prefectureEnName'];

const byCode = createLookup<PrefectureMaster>(PREFECTURES, (p) => p.code);
const bySlug = createLookup<PrefectureMaster>(PREFECTURES, (p) => p.prefectureEnName);

export function findPrefectureByCode(
  code: number | null | undefined,
): PrefectureMaster | undefined {
  return byCode(code);
}

export function findPrefectureBySlug(
  prefectureEnName: string | null | undefined,
): PrefectureMaster | undefined {
  return bySlug(prefectureEnName);
}

/** True for a known prefecture route slug; use it to validate the `{prefecture}` route param. */
export function isPrefectureEnName(value: unknown): value is PrefectureEnName {
  return typeof value === 'string' && bySlug(value) !== undefined;
}

/** The prefectures of one region, in code order. */
export function prefecturesInRegion(regionId: number): readonly PrefectureMaster[] {
  return PREFECTURES.filter((p) => p.regionId === regionId);
}
