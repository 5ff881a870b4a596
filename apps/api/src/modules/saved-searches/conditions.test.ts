import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { describe, expect, it } from 'vitest';
import { defaultNameOf } from './conditions';
import { conditionsKeyOf, type SearchConditions } from './repository';

const base: SearchConditions = {
  occupationId: 1,
  prefectureCode: null,
  municipalityCode: null,
  featureId: null,
  hiringTypes: [],
  minimumMonthlySalary: null,
  moreFeatureIds: [],
  moreMunicipalityCodes: [],
  minimumAnnualSalary: null,
  shift: null,
  keyword: null,
};

describe('saved search conditions', () => {
  it('keys equal conditions equally, whatever the order of hiring types', () => {
    expect(conditionsKeyOf({ ...base, hiringTypes: ['regular', 'contract'] })).toBe(
      conditionsKeyOf({ ...base, hiringTypes: ['contract', 'regular'] }),
    );
    expect(conditionsKeyOf({ ...base, prefectureCode: 13 })).not.toBe(conditionsKeyOf(base));
    expect(conditionsKeyOf({ ...base, featureId: 51 })).not.toBe(
      conditionsKeyOf({ ...base, minimumMonthlySalary: 51 }),
    );
  });

  it('keeps the key of a search saved before conditions beyond the path existed', () => {
    expect(conditionsKeyOf({ ...base, prefectureCode: 13, hiringTypes: ['regular'] })).toBe(
      'o1|p13|m|f|hregular|s',
    );
  });

  it('keys the conditions beyond the path as sets, and tells each kind apart', () => {
    const search = { ...base, prefectureCode: 27, moreFeatureIds: [51, 12], keyword: '4t' };
    expect(conditionsKeyOf(search)).toBe(conditionsKeyOf({ ...search, moreFeatureIds: [12, 51] }));
    const keys = [
      conditionsKeyOf(base),
      conditionsKeyOf({ ...base, moreFeatureIds: [51] }),
      conditionsKeyOf({ ...base, moreMunicipalityCodes: ['27100'] }),
      conditionsKeyOf({ ...base, minimumAnnualSalary: 4_000_000 }),
      conditionsKeyOf({ ...base, minimumMonthlySalary: 4_000_000 }),
      conditionsKeyOf({ ...base, shift: 'no_night' }),
      conditionsKeyOf({ ...base, keyword: 'no_night' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names a search with its words and every condition', () => {
    expect(
      defaultNameOf(
        {
          ...base,
          prefectureCode: 27,
          moreFeatureIds: [51],
          shift: 'no_night',
          minimumAnnualSalary: 4_000_000,
          keyword: '4t',
        },
        'ドライバー',
      ),
    ).toBe('「4t」／ドライバー／大阪府／大型／夜勤なし／年収400万円以上');
  });

  it('names a search as its list reads, cut to the name limit', () => {
    expect(defaultNameOf(base, 'ドライバー')).toBe('ドライバー');
    expect(
      defaultNameOf(
        { ...base, prefectureCode: 1, featureId: 51, minimumMonthlySalary: 300000 },
        'ドライバー',
      ),
    ).toBe('ドライバー／北海道／大型／月給30万円以上');
    const long = defaultNameOf(
      {
        ...base,
        prefectureCode: 1,
        municipalityCode: '01101',
        featureId: 205,
        hiringTypes: ['regular', 'contract', 'part_time', 'dispatch'],
        minimumMonthlySalary: 250000,
      },
      'ドライバー',
    );
    expect(long.length).toBeLessThanOrEqual(SAVED_SEARCH_LIMITS.maxNameLength);
    expect(long).toMatch(/^ドライバー／北海道／札幌市中央区／大型・中型二種免許／.*\.\.\.$/);
  });
});
