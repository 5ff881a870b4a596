import type { HiringType } from '@jobsite/domain/enums';
import type { OccupationNameEn } from '@jobsite/domain/masters';

/**
 * What decides which text fragments fit a job (decision 0043): its occupation, kind (vehicle
 * or trade), features, hiring type and prefecture.
 */
export interface JobFacts {
  readonly occupation: OccupationNameEn;
  readonly kind: string;
  readonly features: ReadonlySet<number>;
  readonly hiringType: HiringType;
  readonly prefectureCode: number;
}

/** A contradiction: when `when` holds, no text of the job may match `forbid`. */
export interface Exclusion {
  readonly why: string;
  readonly when: (job: JobFacts) => boolean;
  readonly forbid: RegExp;
}

/** Kinds whose work is carrying people, not goods. */
const PASSENGER_KINDS = new Set(['taxi', 'bus', 'passenger']);

/**
 * Region words a text may use, by prefecture code range (JIS order follows the regions). A
 * word outside its prefectures contradicts the job's place (an Okinawa job delivering
 * 「関東一円」).
 */
export const REGION_WORDS: ReadonlyArray<readonly [word: string, prefectures: readonly number[]]> =
  [
    ['道内', [1]],
    ['東北', range(2, 7)],
    ['関東', range(8, 14)],
    ['首都圏', range(8, 14)],
    ['北陸', range(15, 18)],
    ['甲信越', [15, 19, 20]],
    ['東海', range(21, 24)],
    ['関西', range(24, 30)],
    ['近畿', range(24, 30)],
    ['中国地方', range(31, 35)],
    ['四国', range(36, 39)],
    ['九州', range(40, 46)],
    ['沖縄本島', [47]],
  ];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The region word a text about a job in `prefectureCode` uses (`{area}`): 関東, 道内 …. */
export function areaWordOf(prefectureCode: number): string {
  const entry = REGION_WORDS.find(
    ([word, codes]) => word !== '首都圏' && word !== '近畿' && codes.includes(prefectureCode),
  );
  return entry ? entry[0] : '県内';
}

/**
 * The rules that keep a job's texts from contradicting it. The seed draws every fragment
 * from those its job passes, and links comments only to jobs they pass; the whole-seed test
 * (test/db/catalogue-rules.test.ts) checks the generated catalogue with literal checks of its
 * own.
 */
export const EXCLUSIONS: readonly Exclusion[] = [
  {
    why: 'taxis and buses carry people, not cargo',
    when: (job) => PASSENGER_KINDS.has(job.kind),
    forbid:
      /フォークリフト|カゴ台車|荷物|荷積み|積み込み|積み方|荷降ろし|荷主|配送|手積み|パレット/,
  },
  {
    why: 'a contractor (業務委託) has no employee benefits',
    when: (job) => job.hiringType === 'outsourcing',
    forbid:
      /賞与|ボーナス|社会保険|厚生年金|退職金|有給|昇給|手当|定年|社員旅行|永年勤続|家族手当|健康診断|慶弔|正社員登用|試用期間|残業/,
  },
  {
    why: 'contract words belong to contractors only',
    when: (job) => job.hiringType !== 'outsourcing',
    forbid: /開業|確定申告|報酬|稼働日/,
  },
  {
    why: 'long-haul (長距離輸送) drivers are not home every day',
    when: (job) => job.features.has(200),
    forbid: /毎日帰れ|毎日自宅|泊まりの運行はなく|日帰り|地場|ルート配送/,
  },
  {
    why: 'local delivery (地場・近距離配送) is not long-haul',
    when: (job) => job.features.has(201) || job.kind === 'light_cargo',
    forbid: /長距離|全国の|幹線輸送|泊まり/,
  },
  {
    why: 'home every day is a claim of local delivery only',
    when: (job) => !job.features.has(201),
    forbid: /毎日帰れ|毎日自宅|地場配送|泊まりの運行はなく/,
  },
  {
    why: 'a bonus is a claim of jobs with 賞与あり only',
    when: (job) => !job.features.has(66),
    forbid: /賞与|ボーナス/,
  },
  {
    why: 'housing is a claim of jobs with 寮・社宅あり only',
    when: (job) => !job.features.has(37),
    forbid: /寮|社宅|住まい/,
  },
  {
    why: 'weekends off is a claim of jobs with 土日休み only',
    when: (job) => !job.features.has(15),
    forbid: /土日休み|土日祝休み/,
  },
  {
    why: 'qualification support is a claim of jobs with 資格取得支援あり only',
    when: (job) => !job.features.has(31),
    forbid: /資格取得支援|取得費用/,
  },
  {
    why: 'commuting by car is a claim of jobs with マイカー通勤OK only',
    when: (job) => !job.features.has(43),
    forbid: /マイカー|駐車場/,
  },
  {
    why: 'women at work is a claim of jobs with 女性活躍 only',
    when: (job) => !job.features.has(166),
    forbid: /女性/,
  },
  {
    why: 'beginners welcome is a claim of jobs with 未経験OK only',
    when: (job) => !job.features.has(11),
    forbid: /未経験/,
  },
  {
    why: 'daily pay is a claim of jobs with 日払い・週払い only',
    when: (job) => !job.features.has(45),
    forbid: /日払い|週払い/,
  },
  ...REGION_WORDS.map(
    ([word, codes]): Exclusion => ({
      why: `「${word}」 is a region of other prefectures`,
      when: (job) => !codes.includes(job.prefectureCode),
      forbid: new RegExp(word),
    }),
  ),
];

/** Whether `text` may be said of `job`. */
export function fits(job: JobFacts, text: string): boolean {
  return EXCLUSIONS.every((rule) => !rule.when(job) || !rule.forbid.test(text));
}

/** The rules `text` breaks for `job` (empty when it fits). */
export function brokenRules(job: JobFacts, text: string): string[] {
  return EXCLUSIONS.filter((rule) => rule.when(job) && rule.forbid.test(text)).map((r) => r.why);
}

/** The fragments of `list` that fit `job`; an empty answer is a gap in the text banks. */
export function fitting<T>(job: JobFacts, list: readonly T[], text: (item: T) => string): T[] {
  return list.filter((item) => fits(job, text(item)));
}
