import { describe, expect, it } from 'vitest';
import { DEFAULT_DRIVER_JOB_CONDITION_IDS, DEFAULT_DRIVER_JOB_FEATURE_IDS } from '../constants';
import {
  DEFAULT_DRIVER_JOB_CONDITIONS,
  DEFAULT_DRIVER_JOB_FEATURES,
  DRIVER_TYPE_FEATURE_IDS,
  FEATURE_CATEGORY_LABELS,
  FEATURES,
  featuresByIds,
  featuresInCategory,
  findFeatureById,
  OCCUPATION_FEATURE_IDS,
  TREND_FEATURE_IDS,
} from './features';
import { findOccupationBySlug } from './occupations';

/** Every feature id the spec names (§3 and §9). */
const SPEC_FEATURE_IDS = [
  51,
  52,
  53,
  54,
  176,
  69,
  68,
  205,
  207,
  211,
  212,
  213,
  214,
  215,
  216,
  217,
  218,
  200,
  152,
  147,
  141,
  155,
  ...DEFAULT_DRIVER_JOB_FEATURE_IDS,
  ...DEFAULT_DRIVER_JOB_CONDITION_IDS,
];

describe('FEATURES', () => {
  it('contains every feature id named by the spec', () => {
    for (const id of SPEC_FEATURE_IDS) {
      expect(findFeatureById(id), `feature ${id}`).toBeDefined();
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(FEATURES.map((f) => f.id)).size).toBe(FEATURES.length);
    expect(new Set(FEATURES.map((f) => f.name)).size).toBe(FEATURES.length);
  });

  it('keeps the meaning of the ids the spec describes', () => {
    expect(findFeatureById(51)?.name).toBe('大型');
    expect(findFeatureById(52)?.name).toBe('中型');
    expect(findFeatureById(53)?.name).toBe('準中型');
    expect(findFeatureById(176)?.name).toBe('ハイエース');
    expect(findFeatureById(69)?.name).toBe('タクシー');
    expect(findFeatureById(68)?.name).toBe('トレーラー');
    expect(findFeatureById(152)?.name).toBe('ダンプ');
    expect(findFeatureById(11)?.name).toBe('未経験OK');
    expect(findFeatureById(37)?.name).toBe('寮・社宅あり');
    expect(findFeatureById(213)?.name).toContain('施工管理');
    expect(findFeatureById(215)?.name).toContain('整備士');
  });

  it('puts vehicle, licence and size features in the vehicle group', () => {
    for (const id of [51, 52, 53, 54, 68, 69, 141, 147, 152, 155, 176, 205, 207]) {
      expect(findFeatureById(id)?.category).toBe('vehicle');
    }
    expect(findFeatureById(67)?.category).toBe('job_content');
    expect(findFeatureById(166)?.category).toBe('condition');
    const total =
      featuresInCategory('vehicle').length +
      featuresInCategory('job_content').length +
      featuresInCategory('condition').length;
    expect(total).toBe(FEATURES.length);
  });

  it('resolves the default driver lists of spec §9 in order', () => {
    expect(DEFAULT_DRIVER_JOB_FEATURES.map((f) => f.id)).toEqual([
      ...DEFAULT_DRIVER_JOB_FEATURE_IDS,
    ]);
    expect(DEFAULT_DRIVER_JOB_CONDITIONS.map((f) => f.id)).toEqual([
      ...DEFAULT_DRIVER_JOB_CONDITION_IDS,
    ]);
  });

  it('maps the per-occupation driver types of spec §3', () => {
    expect(DRIVER_TYPE_FEATURE_IDS).toMatchObject({
      dump: 152,
      garbage_truck: 147,
      tanker: 141,
      taxi: 69,
      trailer: 68,
      industrial_waste: 155,
    });
    for (const id of Object.values(DRIVER_TYPE_FEATURE_IDS)) {
      expect(findFeatureById(id)).toBeDefined();
    }
  });

  it('lists feature pages only for existing occupations and features', () => {
    expect(OCCUPATION_FEATURE_IDS.construction_management_engineer).toEqual([211, 212, 213, 214]);
    expect(OCCUPATION_FEATURE_IDS.car_mechanic).toEqual([215, 216, 217, 218]);
    for (const [slug, ids] of Object.entries(OCCUPATION_FEATURE_IDS)) {
      expect(findOccupationBySlug(slug)).toBeDefined();
      expect(featuresByIds(ids)).toHaveLength(ids.length);
    }
  });

  it('has a short list of known, distinct trend features', () => {
    expect(TREND_FEATURE_IDS.length).toBeGreaterThan(0);
    expect(TREND_FEATURE_IDS.length).toBeLessThanOrEqual(10);
    expect(new Set(TREND_FEATURE_IDS).size).toBe(TREND_FEATURE_IDS.length);
    expect(featuresByIds(TREND_FEATURE_IDS)).toHaveLength(TREND_FEATURE_IDS.length);
  });

  it('returns undefined for unknown ids and skips them in featuresByIds', () => {
    expect(findFeatureById(9999)).toBeUndefined();
    expect(findFeatureById(null)).toBeUndefined();
    expect(featuresByIds([51, 9999, 52]).map((f) => f.id)).toEqual([51, 52]);
  });
});

describe('FEATURE_CATEGORY_LABELS', () => {
  it('names every feature category in Japanese', () => {
    for (const feature of FEATURES) {
      expect(FEATURE_CATEGORY_LABELS[feature.category]).toMatch(/\S/);
    }
  });
});
