import { DEFAULT_DRIVER_JOB_FEATURE_IDS } from '../constants';
import { deepFreeze } from './define-master';
import { type FeatureMaster, featuresByIds } from './features';
import { findOccupationBySlug, type OccupationMaster, type OccupationNameEn } from './occupations';

/**
 * The six categories of the home page block 'Search jobs by occupation' (spec §2 Home).
 * They are a page layout, not the occupation categories of §3: they split the 20 occupations
 * so each appears in exactly one panel. The driver panel lists the driver page, then the
 * default driver feature links (spec §9), then the operation-manager page.
 *
 * Links carry the occupation or feature id so the page can add its published job count.
 */
export type HomeCategoryLink =
  | {
      readonly kind: 'occupation';
      readonly label: string;
      readonly href: string;
      readonly occupationId: OccupationMaster['id'];
      readonly occupationNameEn: OccupationNameEn;
    }
  | {
      readonly kind: 'feature';
      readonly label: string;
      readonly href: string;
      readonly featureId: FeatureMaster['id'];
    };

export interface HomeCategory {
  readonly key: HomeCategoryKey;
  readonly title: string;
  readonly description: string;
  readonly links: readonly HomeCategoryLink[];
}

export const HOME_CATEGORY_KEYS = deepFreeze([
  'driver',
  'civil_engineer',
  'field_worker',
  'warehouse',
  'ranch_and_farm',
  'mechanic',
] as const);
export type HomeCategoryKey = (typeof HOME_CATEGORY_KEYS)[number];

/** Size features read as a driver type on the home page: 大型 → 大型ドライバー. */
const DRIVER_SUFFIXED_FEATURE_IDS: ReadonlySet<number> = new Set([51, 52, 53, 54]);

function occupationLink(occupationNameEn: OccupationNameEn): HomeCategoryLink {
  const occupation = findOccupationBySlug(occupationNameEn);
  if (!occupation) throw new Error(`Unknown occupation: ${occupationNameEn}`);
  return {
    kind: 'occupation',
    label: occupation.name,
    href: `/${occupation.occupationNameEn}`,
    occupationId: occupation.id,
    occupationNameEn: occupation.occupationNameEn,
  };
}

function driverFeatureLink(feature: FeatureMaster): HomeCategoryLink {
  return {
    kind: 'feature',
    label: DRIVER_SUFFIXED_FEATURE_IDS.has(feature.id) ? `${feature.name}ドライバー` : feature.name,
    href: `/driver/feature/${feature.id}`,
    featureId: feature.id,
  };
}

export const HOME_CATEGORIES: readonly HomeCategory[] = deepFreeze([
  {
    key: 'driver',
    title: 'ドライバー',
    description: 'トラック・ダンプ・タクシーなど、運転のお仕事を車種や働き方から探せます。',
    links: [
      occupationLink('driver'),
      ...featuresByIds(DEFAULT_DRIVER_JOB_FEATURE_IDS).map(driverFeatureLink),
      occupationLink('operation_manager'),
    ],
  },
  {
    key: 'civil_engineer',
    title: '建設・土木',
    description: '建物や道路づくりの現場から施工管理まで、建設・土木のお仕事を探せます。',
    links: [
      occupationLink('construction'),
      occupationLink('civil_engineering'),
      occupationLink('scaffolder'),
      occupationLink('demolition'),
      occupationLink('mining'),
      occupationLink('construction_management_engineer'),
    ],
  },
  {
    key: 'field_worker',
    title: '設備・内装・専門工事',
    description: '電気・配管などの設備工事や、塗装・左官・内装の職人のお仕事を探せます。',
    links: [
      occupationLink('electrical_construction'),
      occupationLink('chief_electrical_engineer'),
      occupationLink('plumbing'),
      occupationLink('painting'),
      occupationLink('plastering'),
      occupationLink('interior_finishing'),
    ],
  },
  {
    key: 'warehouse',
    title: '倉庫・物流',
    description: '倉庫や物流センターでのフォークリフト作業など、物流を支えるお仕事を探せます。',
    links: [occupationLink('forklift')],
  },
  {
    key: 'ranch_and_farm',
    title: '牧場・農林水産',
    description: '牧場や森林、海を舞台に、自然と向き合うお仕事を探せます。',
    links: [occupationLink('ranch'), occupationLink('forestry'), occupationLink('fishing')],
  },
  {
    key: 'mechanic',
    title: '整備・メンテナンス',
    description: '自動車整備や工場設備の保全など、機械を支えるお仕事を探せます。',
    links: [occupationLink('car_mechanic'), occupationLink('mechanical_maintenance')],
  },
] satisfies readonly HomeCategory[]);

export function findHomeCategoryByKey(key: string | null | undefined): HomeCategory | undefined {
  return HOME_CATEGORIES.find((category) => category.key === key);
}
