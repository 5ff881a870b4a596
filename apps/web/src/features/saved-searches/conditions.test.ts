import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
} from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY } from '../../lib/list-query';
import { conditionsOfList, listPathOfSavedSearch } from './conditions';

const driver = findOccupationBySlug('driver')!;
const tokyo = findPrefectureBySlug('tokyo')!;

describe('saved search conditions on the web', () => {
  it('takes a list’s place, feature, filters and sort, not its page', () => {
    expect(
      conditionsOfList(
        { occupation: driver, prefecture: tokyo, feature: findFeatureById(51)! },
        {
          ...DEFAULT_LIST_QUERY,
          page: 3,
          sort: 'highest_salary',
          hiringTypes: ['regular'],
          minSalary: 250000,
        },
      ),
    ).toEqual({
      occupation: 'driver',
      prefectureNameEn: 'tokyo',
      featureId: '51',
      hiringTypes: ['regular'],
      minimumMonthlySalary: 250000,
      sortType: 'highest_salary',
    });
    expect(conditionsOfList({ occupation: driver }, DEFAULT_LIST_QUERY)).toEqual({
      occupation: 'driver',
      sortType: 'published_at',
    });
  });

  it('leads a saved search back to its list', () => {
    const base = {
      occupation: { name: 'ドライバー', occupationNameEn: 'driver' },
      prefecture: null,
      municipality: null,
      feature: null,
      hiringTypes: [],
      minimumMonthlySalary: null,
      sortType: 'published_at' as const,
    };
    expect(listPathOfSavedSearch(base)).toBe('/driver');
    expect(
      listPathOfSavedSearch({
        ...base,
        prefecture: { name: '東京都', prefectureEnName: 'tokyo' },
        feature: { id: '51', name: '大型' },
        hiringTypes: ['regular'],
        minimumMonthlySalary: 300000,
        sortType: 'highest_salary',
      }),
    ).toBe('/driver/tokyo/feature_51?sort=highest_salary&hiring=regular&salary=300000');
    expect(
      listPathOfSavedSearch({
        ...base,
        prefecture: { name: '東京都', prefectureEnName: 'tokyo' },
        municipality: { id: '13101', name: '千代田区' },
      }),
    ).toBe('/driver/tokyo/13101/');
  });
});
