import { DEFAULT_DRIVER_JOB_CONDITION_IDS, DEFAULT_DRIVER_JOB_FEATURE_IDS } from '../constants';
import { createLookup, deepFreeze } from './define-master';

/**
 * Job features (spec §3, §9): tags a job carries and that have their own list pages
 * (`/driver/feature/{id}`, `/driver/{prefecture}/feature_{id}`).
 *
 * Categories: `vehicle` is the vehicle / licence / size group, `job_content` the job-content
 * group of the spec; `condition` holds working conditions (holidays, pay, housing…) that the
 * spec shows only as ids in the default job-condition list. Construction-management types
 * (211–214) and car-mechanic grades (215–218) are `job_content`: they narrow what the work is
 * inside their occupation. 69 (taxi) appears in both default driver lists of §9; it stays a
 * `vehicle` feature.
 *
 * Ids are the backend's and never change. Those the spec names keep their meaning; 151, 200,
 * 203 and the extra ids (148 and the conditions not listed in §9) are our choice.
 */
export const FEATURES = deepFreeze([
  // Vehicle, licence and size.
  { id: 51, name: '大型', category: 'vehicle' },
  { id: 52, name: '中型', category: 'vehicle' },
  { id: 53, name: '準中型', category: 'vehicle' },
  { id: 54, name: '普通・小型', category: 'vehicle' },
  { id: 68, name: 'トレーラー', category: 'vehicle' },
  { id: 69, name: 'タクシー', category: 'vehicle' },
  { id: 141, name: 'タンクローリー', category: 'vehicle' },
  { id: 147, name: 'ゴミ収集車', category: 'vehicle' },
  { id: 148, name: 'ミキサー車', category: 'vehicle' },
  { id: 151, name: 'バス', category: 'vehicle' },
  { id: 152, name: 'ダンプ', category: 'vehicle' },
  { id: 155, name: '産業廃棄物収集運搬', category: 'vehicle' },
  { id: 176, name: 'ハイエース', category: 'vehicle' },
  { id: 203, name: '軽貨物', category: 'vehicle' },
  { id: 205, name: '大型・中型二種免許', category: 'vehicle' },
  { id: 207, name: '普通二種免許', category: 'vehicle' },
  // Job content.
  { id: 67, name: 'ルート配送', category: 'job_content' },
  { id: 70, name: '手積み・手降ろしなし', category: 'job_content' },
  { id: 200, name: '長距離輸送', category: 'job_content' },
  { id: 201, name: '地場・近距離配送', category: 'job_content' },
  { id: 211, name: '建築施工管理', category: 'job_content' },
  { id: 212, name: '土木施工管理', category: 'job_content' },
  { id: 213, name: '電気工事施工管理', category: 'job_content' },
  { id: 214, name: '管工事施工管理', category: 'job_content' },
  { id: 215, name: '1級自動車整備士', category: 'job_content' },
  { id: 216, name: '2級自動車整備士', category: 'job_content' },
  { id: 217, name: '3級自動車整備士', category: 'job_content' },
  { id: 218, name: '特殊整備士', category: 'job_content' },
  // Working conditions.
  { id: 11, name: '未経験OK', category: 'condition' },
  { id: 12, name: '学歴不問', category: 'condition' },
  { id: 15, name: '土日休み', category: 'condition' },
  { id: 19, name: '高収入', category: 'condition' },
  { id: 20, name: '週休2日制', category: 'condition' },
  { id: 31, name: '資格取得支援あり', category: 'condition' },
  { id: 37, name: '寮・社宅あり', category: 'condition' },
  { id: 43, name: 'マイカー通勤OK', category: 'condition' },
  { id: 45, name: '日払い・週払い', category: 'condition' },
  { id: 66, name: '賞与あり', category: 'condition' },
  { id: 166, name: '女性活躍', category: 'condition' },
] as const satisfies ReadonlyArray<{
  readonly id: number;
  readonly name: string;
  readonly category: 'vehicle' | 'job_content' | 'condition';
}>);

export type FeatureMaster = (typeof FEATURES)[number];
export type FeatureId = FeatureMaster['id'];
export type FeatureCategory = FeatureMaster['category'];

/** Japanese headings of the feature groups, in display order (FeatureCategory.name). */
export const FEATURE_CATEGORY_LABELS = deepFreeze({
  vehicle: '車種・免許',
  job_content: '仕事内容',
  condition: '待遇・働き方',
} as const satisfies Record<FeatureCategory, string>);

/** Feature ids that single out one kind of driving job (spec §3 "per occupation"). */
export const DRIVER_TYPE_FEATURE_IDS = deepFreeze({
  dump: 152,
  garbage_truck: 147,
  mixer_truck: 148,
  tanker: 141,
  taxi: 69,
  trailer: 68,
  industrial_waste: 155,
} as const satisfies Record<string, FeatureId>);

/** Feature list pages per occupation route: `/{occupationNameEn}/feature/{id}` (spec §2). */
export const OCCUPATION_FEATURE_IDS = deepFreeze({
  driver: DEFAULT_DRIVER_JOB_FEATURE_IDS,
  construction_management_engineer: [211, 212, 213, 214],
  car_mechanic: [215, 216, 217, 218],
} as const satisfies Record<string, readonly FeatureId[]>);

/** Features offered as trending searches (the `trendFeatures` query). */
export const TREND_FEATURE_IDS = deepFreeze([
  11, 37, 45, 15, 152, 68, 67, 51,
] as const satisfies readonly FeatureId[]);

const byId = createLookup<FeatureMaster>(FEATURES, (f) => f.id);

export function findFeatureById(id: number | null | undefined): FeatureMaster | undefined {
  return byId(id);
}

export function featuresInCategory(category: FeatureCategory): readonly FeatureMaster[] {
  return FEATURES.filter((f) => f.category === category);
}

/** Resolves ids to features in the given order, skipping unknown ids. */
export function featuresByIds(ids: readonly number[]): readonly FeatureMaster[] {
  return ids.flatMap((id) => {
    const feature = byId(id);
    return feature ? [feature] : [];
  });
}

/** Default driver job features of spec §9, resolved. */
export const DEFAULT_DRIVER_JOB_FEATURES = featuresByIds(DEFAULT_DRIVER_JOB_FEATURE_IDS);
/** Default driver job conditions of spec §9, resolved. */
export const DEFAULT_DRIVER_JOB_CONDITIONS = featuresByIds(DEFAULT_DRIVER_JOB_CONDITION_IDS);

/**
 * Features the salary insight pages compare: licence classes for drivers (small to
 * large, then second-class licences), grades for car mechanics, specialities for construction
 * managers. Other occupations compare working conditions job seekers weigh against pay.
 */
export const SALARY_INSIGHT_FEATURE_IDS = deepFreeze({
  driver: [54, 53, 52, 51, 207, 205],
  car_mechanic: [217, 216, 215, 218],
  construction_management_engineer: [211, 212, 213, 214],
} as const satisfies Record<string, readonly FeatureId[]>);

/** Compared on the salary insight pages of occupations without their own list. */
export const DEFAULT_SALARY_INSIGHT_FEATURE_IDS = deepFreeze([
  11, 31, 66, 37,
] as const satisfies readonly FeatureId[]);

/** The features a salary insight page compares for an occupation (route slug). */
export function salaryInsightFeatureIds(occupationNameEn: string): readonly FeatureId[] {
  return Object.hasOwn(SALARY_INSIGHT_FEATURE_IDS, occupationNameEn)
    ? SALARY_INSIGHT_FEATURE_IDS[occupationNameEn as keyof typeof SALARY_INSIGHT_FEATURE_IDS]
    : DEFAULT_SALARY_INSIGHT_FEATURE_IDS;
}
