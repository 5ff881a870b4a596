import { createLookup, deepFreeze } from './define-master';

/**
 * Option lists of the profile, requirements and scout forms (spec §3 "Requirements",
 * "Option lists"; the allCars, allParticularConditions, allWorkplaceStrengths and
 * allSalaryRanges queries). Amounts are monthly yen.
 */

export interface NamedOption {
  readonly id: number;
  readonly name: string;
}

/** Desired salary choices: 20万円以上 … 40万円以上. */
export const SALARY_CHOICES = deepFreeze(
  ([200000, 250000, 300000, 350000, 400000] as const).map((value) => ({
    value,
    label: `${value / 10000}万円以上`,
  })),
);
export type SalaryChoice = (typeof SALARY_CHOICES)[number];

/** Hours of the day for working-time selects: 0:00 … 23:00. */
export const HOUR_OPTIONS: ReadonlyArray<{ readonly value: number; readonly label: string }> =
  deepFreeze(Array.from({ length: 24 }, (_, value) => ({ value, label: `${value}:00` })));

/** Vehicles a job seeker wants to drive (desiredCars). */
export const ALL_CARS: readonly NamedOption[] = deepFreeze([
  { id: 1, name: '軽自動車' },
  { id: 2, name: 'ハイエース・ワゴン車' },
  { id: 3, name: '2t' },
  { id: 4, name: '3t' },
  { id: 5, name: '4t' },
  { id: 6, name: '8t' },
  { id: 7, name: '10t' },
  { id: 8, name: 'トレーラー' },
  { id: 9, name: 'タクシー' },
  { id: 10, name: 'バス' },
  { id: 11, name: 'ダンプ' },
  { id: 12, name: 'ミキサー車' },
  { id: 13, name: 'タンクローリー' },
  { id: 14, name: 'パッカー車(ゴミ収集車)' },
  { id: 15, name: 'ユニック車' },
  { id: 16, name: '冷凍・冷蔵車' },
  { id: 17, name: 'フォークリフト' },
]);

/** Conditions a job seeker insists on (desiredParticularConditions). */
export const ALL_PARTICULAR_CONDITIONS: readonly NamedOption[] = deepFreeze([
  { id: 1, name: '未経験OK' },
  { id: 2, name: '土日休み' },
  { id: 3, name: '週休2日制' },
  { id: 4, name: '年間休日110日以上' },
  { id: 5, name: '残業少なめ' },
  { id: 6, name: '日勤のみ' },
  { id: 7, name: '手積み・手降ろしなし' },
  { id: 8, name: '近距離・地場のみ' },
  { id: 9, name: '寮・社宅あり' },
  { id: 10, name: '日払い・週払い' },
  { id: 11, name: 'マイカー通勤OK' },
  { id: 12, name: '賞与あり' },
]);

/** What a job seeker values in a workplace (desiredWorkplaceStrengths). */
export const ALL_WORKPLACE_STRENGTHS: readonly NamedOption[] = deepFreeze([
  { id: 1, name: '研修・教育制度が充実' },
  { id: 2, name: '資格取得支援制度あり' },
  { id: 3, name: '社会保険完備' },
  { id: 4, name: '退職金制度あり' },
  { id: 5, name: '新しくきれいな車両' },
  { id: 6, name: '人間関係が良い' },
  { id: 7, name: '長く働ける安定企業' },
  { id: 8, name: '女性が活躍中' },
  { id: 9, name: '20代・30代が活躍中' },
  { id: 10, name: '50代・60代も活躍中' },
  { id: 11, name: '頑張りが給与に反映される' },
]);

export interface SalaryRange extends NamedOption {
  /** Lower bound in yen; null for "under". */
  readonly lowest: number | null;
  /** Upper bound in yen; null for "and above". */
  readonly highest: number | null;
}

/** Desired monthly salary ranges (salaryRange of the requirements), shown as min〜max. */
export const ALL_SALARY_RANGES: readonly SalaryRange[] = deepFreeze([
  { id: 1, name: '20万円未満', lowest: null, highest: 200000 },
  { id: 2, name: '20万円〜25万円', lowest: 200000, highest: 250000 },
  { id: 3, name: '25万円〜30万円', lowest: 250000, highest: 300000 },
  { id: 4, name: '30万円〜35万円', lowest: 300000, highest: 350000 },
  { id: 5, name: '35万円〜40万円', lowest: 350000, highest: 400000 },
  { id: 6, name: '40万円〜50万円', lowest: 400000, highest: 500000 },
  { id: 7, name: '50万円以上', lowest: 500000, highest: null },
]);

const carById = createLookup(ALL_CARS, (o) => o.id);
const conditionById = createLookup(ALL_PARTICULAR_CONDITIONS, (o) => o.id);
const strengthById = createLookup(ALL_WORKPLACE_STRENGTHS, (o) => o.id);
const salaryRangeById = createLookup(ALL_SALARY_RANGES, (o) => o.id);

export function findCarById(id: number | null | undefined): NamedOption | undefined {
  return carById(id);
}

export function findParticularConditionById(
  id: number | null | undefined,
): NamedOption | undefined {
  return conditionById(id);
}

export function findWorkplaceStrengthById(id: number | null | undefined): NamedOption | undefined {
  return strengthById(id);
}

export function findSalaryRangeById(id: number | null | undefined): SalaryRange | undefined {
  return salaryRangeById(id);
}
