import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALARY_INSIGHT_FEATURE_IDS,
  findFeatureById,
  SALARY_INSIGHT_FEATURE_IDS,
  salaryInsightFeatureIds,
} from './features';
import { findOccupationBySlug, OCCUPATIONS } from './occupations';

describe('salary insight features', () => {
  it('names known occupations and features only, each once', () => {
    for (const [slug, ids] of Object.entries(SALARY_INSIGHT_FEATURE_IDS)) {
      expect(findOccupationBySlug(slug), slug).toBeDefined();
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(findFeatureById(id), `${slug} ${id}`).toBeDefined();
    }
    for (const id of DEFAULT_SALARY_INSIGHT_FEATURE_IDS) expect(findFeatureById(id)).toBeDefined();
  });

  it('compares licence classes for drivers and grades for car mechanics', () => {
    expect(salaryInsightFeatureIds('driver').map((id) => findFeatureById(id)?.name)).toEqual([
      '普通・小型',
      '準中型',
      '中型',
      '大型',
      '普通二種免許',
      '大型・中型二種免許',
    ]);
    expect(salaryInsightFeatureIds('car_mechanic').map((id) => findFeatureById(id)?.name)).toEqual([
      '3級自動車整備士',
      '2級自動車整備士',
      '1級自動車整備士',
      '特殊整備士',
    ]);
  });

  it('falls back to working conditions for every other occupation', () => {
    const others = OCCUPATIONS.filter(
      (o) => !Object.hasOwn(SALARY_INSIGHT_FEATURE_IDS, o.occupationNameEn),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const occupation of others) {
      expect(salaryInsightFeatureIds(occupation.occupationNameEn)).toBe(
        DEFAULT_SALARY_INSIGHT_FEATURE_IDS,
      );
    }
    expect(salaryInsightFeatureIds('constructor')).toBe(DEFAULT_SALARY_INSIGHT_FEATURE_IDS);
  });
});
