import { MARKETING } from '../constants';
import { deepFreeze } from './define-master';
import { DRIVER_TYPE_FEATURE_IDS, type FeatureId } from './features';
import { findOccupationBySlug, type OccupationNameEn } from './occupations';

/**
 * Landing pages (spec §2): one external page per key below; every other occupation sends the
 * visitor to the internal sign-up page instead.
 */

/** Default host of the external landing pages. Apps pass their configured host instead. */
export const DEFAULT_LANDING_PAGE_BASE_URL = 'https://lp.example.jp';

/** Internal sign-up page used when an occupation has no landing page. */
export const SIGNUP_FALLBACK_PATH = '/member/signup/';

export const LANDING_PAGE_KEYS = deepFreeze([
  'driver',
  'dump',
  'garbage_truck',
  'mixer_truck',
  'tanker',
  'taxi',
  'trailer',
  'industrial_waste',
  'forklift',
  'manufacturing',
  'construction_management_engineer',
] as const);
export type LandingPageKey = (typeof LANDING_PAGE_KEYS)[number];

export interface LandingPageConfig {
  /** Landing page key, or the occupation slug for the sign-up fallback. */
  readonly occupation: string;
  readonly ctaTextPc: string;
  /** Absolute URL when external, an app path otherwise. */
  readonly basePath: string;
  readonly isExternal: boolean;
  readonly buttonTextPc: string;
  readonly buttonTextSp: string;
  /** Heading of the job list shown beside the call to action. */
  readonly jobsTitle: string;
  /** Occupation whose jobs that list shows; null when there is none. */
  readonly jobsOccupation: OccupationNameEn | null;
  /** Feature that narrows that list; null for the whole occupation. */
  readonly jobsFeatureId: FeatureId | null;
}

const { signupSeconds, incomeRaiseDays } = MARKETING;

const BUTTON_TEXT_SP = `最短${signupSeconds}秒で無料登録`;

const INCOME_RAISE_TEXT = `${incomeRaiseDays}日以内に年収アップが叶うかもしれません。`;

function ctaText(subject?: string): string {
  return subject
    ? `${subject}の求人探しは最短${signupSeconds}秒の無料登録から。${INCOME_RAISE_TEXT}`
    : `最短${signupSeconds}秒の無料登録で、あなたに合う求人が見つかります。${INCOME_RAISE_TEXT}`;
}

interface LandingPageSource {
  readonly key: LandingPageKey;
  /** Who the page speaks to, e.g. ダンプドライバー. */
  readonly subject: string;
  readonly jobsOccupation: OccupationNameEn;
  readonly jobsFeatureId: FeatureId | null;
}

const SOURCES: readonly LandingPageSource[] = [
  { key: 'driver', subject: 'ドライバー', jobsOccupation: 'driver', jobsFeatureId: null },
  {
    key: 'dump',
    subject: 'ダンプドライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.dump,
  },
  {
    key: 'garbage_truck',
    subject: 'ゴミ収集ドライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.garbage_truck,
  },
  {
    key: 'mixer_truck',
    subject: 'ミキサー車ドライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.mixer_truck,
  },
  {
    key: 'tanker',
    subject: 'タンクローリードライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.tanker,
  },
  {
    key: 'taxi',
    subject: 'タクシードライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.taxi,
  },
  {
    key: 'trailer',
    subject: 'トレーラードライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.trailer,
  },
  {
    key: 'industrial_waste',
    subject: '産廃ドライバー',
    jobsOccupation: 'driver',
    jobsFeatureId: DRIVER_TYPE_FEATURE_IDS.industrial_waste,
  },
  { key: 'forklift', subject: 'フォークリフト', jobsOccupation: 'forklift', jobsFeatureId: null },
  // No occupation of spec §1 is "manufacturing"; factory machine maintenance is the closest.
  {
    key: 'manufacturing',
    subject: '製造・工場',
    jobsOccupation: 'mechanical_maintenance',
    jobsFeatureId: null,
  },
  {
    key: 'construction_management_engineer',
    subject: '施工管理',
    jobsOccupation: 'construction_management_engineer',
    jobsFeatureId: null,
  },
];

/** Builds the external landing page configs on `baseUrl` (no trailing slash needed). */
export function createLandingPages(
  baseUrl: string = DEFAULT_LANDING_PAGE_BASE_URL,
): readonly LandingPageConfig[] {
  const host = baseUrl.replace(/\/+$/, '');
  return deepFreeze(
    SOURCES.map((source) => ({
      occupation: source.key,
      ctaTextPc: ctaText(source.subject),
      basePath: `${host}/${source.key}/`,
      isExternal: true,
      buttonTextPc: `${source.subject}の求人を無料で紹介してもらう`,
      buttonTextSp: BUTTON_TEXT_SP,
      jobsTitle: `${source.subject}の求人`,
      jobsOccupation: source.jobsOccupation,
      jobsFeatureId: source.jobsFeatureId,
    })),
  );
}

/** The landing pages on the default host. */
export const LANDING_PAGES: readonly LandingPageConfig[] = createLandingPages();

/** The external landing page of `key`, or undefined when it has none. */
export function findLandingPage(
  key: string | null | undefined,
  pages: readonly LandingPageConfig[] = LANDING_PAGES,
): LandingPageConfig | undefined {
  return pages.find((page) => page.occupation === key);
}

/** The external landing page whose job list is narrowed by `featureId` (e.g. 152 → dump). */
export function findLandingPageByFeatureId(
  featureId: number | null | undefined,
  pages: readonly LandingPageConfig[] = LANDING_PAGES,
): LandingPageConfig | undefined {
  if (featureId === null || featureId === undefined) return undefined;
  return pages.find((page) => page.jobsFeatureId === featureId);
}

/**
 * The landing page for an occupation slug or landing page key; occupations without one get the
 * internal sign-up page (spec §2: "Others go to /member/signup/").
 */
export function landingPageFor(
  occupationNameEn: string,
  pages: readonly LandingPageConfig[] = LANDING_PAGES,
): LandingPageConfig {
  const page = findLandingPage(occupationNameEn, pages);
  if (page) return page;
  const occupation = findOccupationBySlug(occupationNameEn);
  return Object.freeze({
    occupation: occupationNameEn,
    ctaTextPc: ctaText(occupation?.name),
    basePath: SIGNUP_FALLBACK_PATH,
    isExternal: false,
    buttonTextPc: '無料で会員登録する',
    buttonTextSp: BUTTON_TEXT_SP,
    jobsTitle: occupation ? `${occupation.name}の求人` : '新着の求人',
    jobsOccupation: occupation?.occupationNameEn ?? null,
    jobsFeatureId: null,
  });
}
