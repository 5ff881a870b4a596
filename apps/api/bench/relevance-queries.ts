import { findOccupationBySlug } from '@jobsite/domain/masters';
import { MUNICIPALITIES } from '../src/data/municipalities';

/**
 * The judged query set of the relevance measure (relevance.ts, docs/performance.md): what job
 * seekers type, each with what makes a job an answer, read from the job's structured data
 * (occupation, place, features, shifts, hiring type) and never from its text or from the
 * ranking code. An aspect is one thing the query asks; the first is its core.
 *
 * Grade 2: every aspect holds. Grade 1: the core holds and at least half of the other aspects
 * (rounded down: with one other, the core alone). Grade 0: otherwise.
 */

/** What the measure knows of a job. */
export interface JudgedJob {
  id: number;
  occupationId: number;
  prefectureCode: number;
  municipalityCode: string | null;
  featureIds: readonly number[];
  /** working_times.shift of each working time. */
  shifts: readonly string[];
  hiringType: string;
}

type Aspect = (job: JudgedJob) => boolean;

export interface JudgedQuery {
  keyword: string;
  aspects: readonly Aspect[];
}

const occupation =
  (...slugs: string[]): Aspect =>
  (job) =>
    slugs.some((slug) => findOccupationBySlug(slug)?.id === job.occupationId);
/** Any of the features. */
const feature =
  (...ids: number[]): Aspect =>
  (job) =>
    ids.some((id) => job.featureIds.includes(id));
const prefecture =
  (code: number): Aspect =>
  (job) =>
    job.prefectureCode === code;
/** Municipalities whose name starts so (a designated city's wards: 横浜市). */
const municipality = (prefix: string): Aspect => {
  const codes = new Set(MUNICIPALITIES.filter((m) => m.name.startsWith(prefix)).map((m) => m.code));
  return (job) => job.municipalityCode !== null && codes.has(job.municipalityCode);
};
const noNight: Aspect = (job) => !job.shifts.includes('night');
const night: Aspect = (job) => job.shifts.includes('night');
const hiring =
  (type: string): Aspect =>
  (job) =>
    job.hiringType === type;

const CM = 'construction_management_engineer';

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  { keyword: '大阪 4t 夜勤なし', aspects: [feature(52), prefecture(27), noNight] },
  {
    keyword: 'フォークリフト 未経験 寮',
    aspects: [occupation('forklift'), feature(11), feature(37)],
  },
  {
    keyword: '電気工事士 2種 横浜',
    aspects: [occupation('electrical_construction'), municipality('横浜市')],
  },
  { keyword: 'ごみ収集 パッカー車', aspects: [feature(147)] },
  { keyword: '大型 長距離', aspects: [feature(51), feature(200)] },
  { keyword: 'とび 足場 未経験', aspects: [occupation('scaffolder'), feature(11)] },
  { keyword: '施工管理 東京', aspects: [occupation(CM), prefecture(13)] },
  { keyword: 'タクシー 未経験', aspects: [feature(69), feature(11)] },
  { keyword: 'トレーラー', aspects: [feature(68)] },
  { keyword: 'ダンプ 土日休み', aspects: [feature(152), feature(15)] },
  { keyword: 'タンクローリー 高収入', aspects: [feature(141), feature(19)] },
  { keyword: 'ルート配送 2t', aspects: [feature(67), feature(53, 54)] },
  { keyword: '中型 ドライバー 愛知', aspects: [feature(52), occupation('driver'), prefecture(23)] },
  { keyword: '軽貨物 業務委託', aspects: [feature(203), hiring('outsourcing')] },
  { keyword: 'バス 運転士 正社員', aspects: [feature(151), hiring('regular')] },
  { keyword: '自動車整備士 2級', aspects: [occupation('car_mechanic'), feature(216)] },
  { keyword: '整備士 土日休み', aspects: [occupation('car_mechanic'), feature(15)] },
  { keyword: '機械保全 夜勤なし', aspects: [occupation('mechanical_maintenance'), noNight] },
  { keyword: '配管工 未経験', aspects: [occupation('plumbing'), feature(11)] },
  { keyword: '塗装 寮', aspects: [occupation('painting'), feature(37)] },
  { keyword: '左官 日払い', aspects: [occupation('plastering'), feature(45)] },
  { keyword: '内装 クロス', aspects: [occupation('interior_finishing')] },
  { keyword: '解体 重機', aspects: [occupation('demolition')] },
  {
    keyword: '土木作業員 福岡',
    aspects: [occupation('construction', 'civil_engineering'), prefecture(40)],
  },
  {
    keyword: '重機オペレーター 北海道',
    aspects: [
      occupation('construction', 'civil_engineering', 'demolition', 'mining'),
      prefecture(1),
    ],
  },
  { keyword: '電気主任技術者', aspects: [occupation('chief_electrical_engineer')] },
  { keyword: '運行管理者', aspects: [occupation('operation_manager')] },
  { keyword: '林業 未経験', aspects: [occupation('forestry'), feature(11)] },
  { keyword: '漁業 寮', aspects: [occupation('fishing'), feature(37)] },
  { keyword: '牧場 未経験', aspects: [occupation('ranch'), feature(11)] },
  { keyword: '採石 重機', aspects: [occupation('mining')] },
  { keyword: '冷凍 4t', aspects: [feature(52), occupation('driver')] },
  { keyword: '夜勤 ドライバー 埼玉', aspects: [occupation('driver'), night, prefecture(11)] },
  { keyword: '札幌 ドライバー', aspects: [occupation('driver'), municipality('札幌市')] },
  { keyword: '名古屋 フォークリフト', aspects: [occupation('forklift'), municipality('名古屋市')] },
  { keyword: 'ミキサー車', aspects: [feature(148)] },
  { keyword: '産廃 収集運搬', aspects: [feature(155)] },
  { keyword: 'ハイエース 配送', aspects: [feature(176)] },
  { keyword: '施工管理 土木', aspects: [occupation(CM), feature(212)] },
  { keyword: '電気工事 施工管理', aspects: [occupation(CM), feature(213)] },
  { keyword: '大型二種', aspects: [feature(205)] },
  { keyword: '女性 ドライバー', aspects: [occupation('driver'), feature(166)] },
  { keyword: 'マイカー通勤 フォークリフト', aspects: [occupation('forklift'), feature(43)] },
  { keyword: '週休2日 施工管理', aspects: [occupation(CM), feature(20)] },
  { keyword: 'アルバイト フォークリフト', aspects: [occupation('forklift'), hiring('part_time')] },
  { keyword: '手積みなし 4t', aspects: [feature(52), feature(70)] },
];

/** The grade (0, 1, 2) of a job for a query. */
export function gradeOf(query: JudgedQuery, job: JudgedJob): number {
  const [core, ...others] = query.aspects;
  if (!core?.(job)) return 0;
  const held = others.filter((aspect) => aspect(job)).length;
  if (held === others.length) return 2;
  return held >= Math.floor(others.length / 2) ? 1 : 0;
}
