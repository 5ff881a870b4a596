import { describe, expect, it } from 'vitest';
import * as masters from './index';

describe('masters index', () => {
  it('re-exports every list and the key lookups', () => {
    for (const name of [
      'OCCUPATIONS',
      'OCCUPATION_CATEGORIES',
      'HOME_CATEGORIES',
      'PREFECTURES',
      'REGIONS',
      'FEATURES',
      'TREND_FEATURE_IDS',
      'LANDING_PAGES',
      'ALL_QUALIFICATIONS',
      'SALARY_CHOICES',
      'HOUR_OPTIONS',
      'findOccupationBySlug',
      'findPrefectureBySlug',
      'findPrefectureByCode',
      'landingPageFor',
    ]) {
      expect(masters, name).toHaveProperty(name);
    }
  });

  it('does not expose the internal helpers', () => {
    expect(masters).not.toHaveProperty('createLookup');
    expect(masters).not.toHaveProperty('deepFreeze');
  });

  it('freezes the master data deeply', () => {
    expect(Object.isFrozen(masters.PREFECTURES[12])).toBe(true);
    expect(Object.isFrozen(masters.REGIONS[0]?.prefectures)).toBe(true);
    expect(Object.isFrozen(masters.HOME_CATEGORIES[0]?.links[0])).toBe(true);
    expect(Object.isFrozen(masters.ALL_QUALIFICATIONS[0]?.occupationCategoryIds)).toBe(true);
    expect(() => {
      (masters.OCCUPATIONS as unknown as { name: string }[])[0]!.name = 'x';
    }).toThrow(TypeError);
  });
});
