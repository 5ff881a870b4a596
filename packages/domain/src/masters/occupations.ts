import { DRIVER_CATEGORY_ID, DRIVER_OCCUPATION_ID, WAREHOUSE_CATEGORY_ID } from '../constants';
import { createLookup, deepFreeze } from './define-master';
import type { OccupationCategoryId } from './occupation-categories';

/**
 * The 20 occupations of spec §1, in that order. Ids follow the same order (driver is 1, as
 * spec §9 requires) and never change: they are stored with jobs, histories and settings.
 *
 * Category mapping (see occupation-categories.ts): driving and its office counterpart go to
 * driver (1); forklift to warehouse (2); machine maintenance and car mechanics to mechanic (3);
 * every construction, finishing, electrical, mining and site-management trade to field_worker /
 * skilled_trades (4); ranch, forestry and fishing to rancher_farmer (5), the only
 * primary-industry category. No occupation of §1 belongs to maker (9) or pet_animal (13); those
 * categories exist for qualifications and scout settings.
 */
export const OCCUPATIONS = deepFreeze([
  {
    id: DRIVER_OCCUPATION_ID,
    name: 'ドライバー',
    occupationNameEn: 'driver',
    occupationCategoryId: DRIVER_CATEGORY_ID,
    description:
      'トラックやダンプ、タクシーなどを運転し、荷物や人を目的地まで安全に運ぶお仕事です。',
  },
  {
    id: 2,
    name: '運行管理者',
    occupationNameEn: 'operation_manager',
    occupationCategoryId: DRIVER_CATEGORY_ID,
    description: '点呼や配車、乗務記録の管理を通じて、ドライバーの安全運行を支えるお仕事です。',
  },
  {
    id: 3,
    name: 'フォークリフト',
    occupationNameEn: 'forklift',
    occupationCategoryId: WAREHOUSE_CATEGORY_ID,
    description: '倉庫や工場でフォークリフトを操作し、荷物の積み降ろしや運搬を行うお仕事です。',
  },
  {
    id: 4,
    name: '機械保全・メンテナンス',
    occupationNameEn: 'mechanical_maintenance',
    occupationCategoryId: 3,
    description: '工場の生産設備や機械を点検・修理し、安定して稼働し続けるよう守るお仕事です。',
  },
  {
    id: 5,
    name: '自動車整備士',
    occupationNameEn: 'car_mechanic',
    occupationCategoryId: 3,
    description: 'トラックや乗用車の点検・整備・車検を行い、車の安全を支えるお仕事です。',
  },
  {
    id: 6,
    name: '鳶職・足場',
    occupationNameEn: 'scaffolder',
    occupationCategoryId: 4,
    description: '建設現場で足場や鉄骨を組み立て、高所での作業の土台をつくるお仕事です。',
  },
  {
    id: 7,
    name: '建設・土木作業員',
    occupationNameEn: 'construction',
    occupationCategoryId: 4,
    description: 'ビルや住宅、道路などの建設現場で、資材の運搬や組み立てなどを担うお仕事です。',
  },
  {
    id: 8,
    name: '解体工',
    occupationNameEn: 'demolition',
    occupationCategoryId: 4,
    description: '重機や工具を使って建物を安全に取り壊し、廃材の分別や搬出まで行うお仕事です。',
  },
  {
    id: 9,
    name: '土木工事',
    occupationNameEn: 'civil_engineering',
    occupationCategoryId: 4,
    description: '道路や橋、河川、上下水道などの社会インフラを造り、守るお仕事です。',
  },
  {
    id: 10,
    name: '塗装工',
    occupationNameEn: 'painting',
    occupationCategoryId: 4,
    description: '建物の外壁や屋根、鉄部などを塗装し、美観と耐久性を高めるお仕事です。',
  },
  {
    id: 11,
    name: '左官',
    occupationNameEn: 'plastering',
    occupationCategoryId: 4,
    description: 'こてを使って壁や床にモルタルや漆喰を塗り、美しく仕上げる職人のお仕事です。',
  },
  {
    id: 12,
    name: '内装仕上げ',
    occupationNameEn: 'interior_finishing',
    occupationCategoryId: 4,
    description:
      'クロスや床材、天井ボードなどを施工し、住まいやオフィスの室内を仕上げるお仕事です。',
  },
  {
    id: 13,
    name: '電気工事士',
    occupationNameEn: 'electrical_construction',
    occupationCategoryId: 4,
    description: '建物の配線や照明、コンセントなどの電気設備を施工・点検するお仕事です。',
  },
  {
    id: 14,
    name: '配管工',
    occupationNameEn: 'plumbing',
    occupationCategoryId: 4,
    description:
      '給排水や空調、ガスなどの配管を設置・修理し、暮らしのライフラインを支えるお仕事です。',
  },
  {
    id: 15,
    name: '採掘・採石',
    occupationNameEn: 'mining',
    occupationCategoryId: 4,
    description: '鉱山や採石場で重機を操作し、石材や砂利などの資源を掘り出すお仕事です。',
  },
  {
    id: 16,
    name: '電気主任技術者',
    occupationNameEn: 'chief_electrical_engineer',
    occupationCategoryId: 4,
    description: 'ビルや工場の受変電設備の保安監督を行い、電気を安全に使える環境を守るお仕事です。',
  },
  {
    id: 17,
    name: '施工管理',
    occupationNameEn: 'construction_management_engineer',
    occupationCategoryId: 4,
    description:
      '建設現場の工程・品質・安全・原価を管理し、工事を計画どおりに完成させるお仕事です。',
  },
  {
    id: 18,
    name: '牧場スタッフ',
    occupationNameEn: 'ranch',
    occupationCategoryId: 5,
    description: '牛や馬などの家畜の飼育や搾乳、牧草の管理を行うお仕事です。',
  },
  {
    id: 19,
    name: '林業',
    occupationNameEn: 'forestry',
    occupationCategoryId: 5,
    description: '木の植え付けや間伐、伐採を行い、豊かな森林を育てて守るお仕事です。',
  },
  {
    id: 20,
    name: '漁業',
    occupationNameEn: 'fishing',
    occupationCategoryId: 5,
    description: '漁船に乗って魚介類を獲ったり、養殖場で育てたりするお仕事です。',
  },
] as const satisfies ReadonlyArray<{
  readonly id: number;
  readonly name: string;
  readonly occupationNameEn: string;
  readonly occupationCategoryId: OccupationCategoryId;
  readonly description: string;
}>);

export type OccupationMaster = (typeof OCCUPATIONS)[number];
export type OccupationId = OccupationMaster['id'];
/** Route slug of an occupation: `/driver`, `/car_mechanic`, … */
export type OccupationNameEn = OccupationMaster['occupationNameEn'];

const byId = createLookup<OccupationMaster>(OCCUPATIONS, (o) => o.id);
const bySlug = createLookup<OccupationMaster>(OCCUPATIONS, (o) => o.occupationNameEn);

export function findOccupationById(id: number | null | undefined): OccupationMaster | undefined {
  return byId(id);
}

export function findOccupationBySlug(
  occupationNameEn: string | null | undefined,
): OccupationMaster | undefined {
  return bySlug(occupationNameEn);
}

/** True for a known occupation route slug; use it to validate the `[occupation]` route param. */
export function isOccupationNameEn(value: unknown): value is OccupationNameEn {
  return typeof value === 'string' && bySlug(value) !== undefined;
}

/** The occupations of one category, in the order of spec §1. */
export function occupationsInCategory(occupationCategoryId: number): readonly OccupationMaster[] {
  return OCCUPATIONS.filter((o) => o.occupationCategoryId === occupationCategoryId);
}
