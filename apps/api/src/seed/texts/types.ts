import type { HiringType, SalaryOption, Shift } from '@jobsite/domain/enums';
import type { OccupationNameEn } from '@jobsite/domain/masters';

/** A kind of job within an occupation (大型トラック, タクシー, 足場鳶 …). */
export interface JobKind {
  readonly key: string;
  /** Job title word, e.g. `大型トラックドライバー`. */
  readonly label: string;
  readonly weight: number;
  /** Features every job of this kind has. */
  readonly features: readonly number[];
  /** Exactly one of these features, by weight: [feature id, weight] (truck size, grade …). */
  readonly oneOf?: ReadonlyArray<readonly [number, number]>;
  /** Features a job of this kind may have: [feature id, probability]. */
  readonly maybeFeatures?: ReadonlyArray<readonly [number, number]>;
  /** What the work is: one or two sentences each, one picked per job. */
  readonly duties: readonly string[];
  /** The main line of the qualification text (応募資格). */
  readonly qualification: string;
  /** Multiplier on the occupation's pay ranges. */
  readonly pay?: number;
  /** Hiring types of this kind when they differ from the occupation's. */
  readonly hiring?: ReadonlyArray<readonly [HiringType, number]>;
  /** Shift patterns of this kind when they differ from the occupation's. */
  readonly shifts?: readonly ShiftPattern[];
  /**
   * Banks of this kind, drawn from together with the occupation's (those that contradict the
   * job are left out by texts/rules.ts): where a taxi differs from a truck.
   */
  readonly catchphrases?: readonly string[];
  readonly workNotes?: readonly string[];
  readonly appeals?: ReadonlyArray<readonly [string, string]>;
  /** The day and the first months of this kind, instead of the occupation's. */
  readonly dayFlows?: ReadonlyArray<readonly string[]>;
  readonly afterJoining?: readonly string[];
}

/** Pay of one hiring type: unit, range of the lower figure, and how far the upper goes. */
export interface PayRule {
  readonly option: SalaryOption;
  readonly lowest: readonly [number, number];
  /** Upper figure = lower × (1 + spread), spread drawn from this range. */
  readonly spread: readonly [number, number];
}

/** A shift pattern: attendance, leave (HH:mm), shift kind, weight. */
export type ShiftPattern = readonly [string, string, Shift, number];

export interface OccupationProfile {
  readonly nameEn: OccupationNameEn;
  readonly kinds: readonly JobKind[];
  readonly hiring: ReadonlyArray<readonly [HiringType, number]>;
  readonly pay: Readonly<Partial<Record<HiringType, PayRule>>>;
  readonly shifts: readonly ShiftPattern[];
  // The texts below are templates (texts/compose.ts: `{a|b}` alternatives, `{area}` … slots).
  /** Variants of the day's flow, each a list of `HH:mm 内容` lines. */
  readonly dayFlows: ReadonlyArray<readonly string[]>;
  /** Catchphrases; `{label}` becomes the kind's label. */
  readonly catchphrases: readonly string[];
  readonly suitable: readonly string[];
  readonly notSuitable: readonly string[];
  /** Appeal points: [title, body]. */
  readonly appeals: ReadonlyArray<readonly [string, string]>;
  /** Phrases for titles besides those derived from features. */
  readonly titleHooks: readonly string[];
  /** Variants of the flow after joining. */
  readonly afterJoining: readonly string[];
  /** A sentence or two on the work in general, appended to the duties. */
  readonly workNotes: readonly string[];
  /** Probability of each condition feature (11, 12, 15 …) for this occupation. */
  readonly conditions: Readonly<Partial<Record<number, number>>>;
  /** Hired people's comments about this work (voices). */
  readonly comments: readonly string[];
}
