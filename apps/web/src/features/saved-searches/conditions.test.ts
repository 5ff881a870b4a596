import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
} from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY } from '../../lib/list-query';
import { listPath } from '../../lib/routes';
import { conditionsOfList, isSavableList, listPathOfSavedSearch } from './conditions';

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
      keyword: null,
      moreFeatures: [],
      moreMunicipalities: [],
      shift: null,
      minimumAnnualSalary: null,
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

  it('keeps a search list’s conditions, there and back', () => {
    const query = {
      ...DEFAULT_LIST_QUERY,
      keyword: '4t',
      featureIds: [12, 51],
      cityIds: ['13101', '13102'],
      shift: 'no_night' as const,
      minAnnualSalary: 4_000_000,
    };
    const conditions = conditionsOfList({ occupation: driver, prefecture: tokyo }, query);
    expect(conditions).toEqual({
      occupation: 'driver',
      prefectureNameEn: 'tokyo',
      sortType: 'published_at',
      keyword: '4t',
      moreFeatureIds: ['12', '51'],
      moreMunicipalityIds: ['13101', '13102'],
      shift: 'no_night',
      minimumAnnualSalary: 4_000_000,
    });
    const path = listPathOfSavedSearch({
      occupation: { name: 'ドライバー', occupationNameEn: 'driver' },
      prefecture: { name: '東京都', prefectureEnName: 'tokyo' },
      municipality: null,
      feature: null,
      hiringTypes: [],
      minimumMonthlySalary: null,
      sortType: 'published_at',
      keyword: '4t',
      moreFeatures: [
        { id: '51', name: '大型' },
        { id: '12', name: '未経験OK' },
      ],
      moreMunicipalities: [
        { id: '13102', name: '中央区' },
        { id: '13101', name: '千代田区' },
      ],
      shift: 'no_night',
      minimumAnnualSalary: 4_000_000,
    });
    expect(path).toBe(listPath({ occupation: driver, prefecture: tokyo }, query));
  });

  it('saves no list that depends on the moment or on a position', () => {
    expect(isSavableList(DEFAULT_LIST_QUERY)).toBe(true);
    expect(isSavableList({ ...DEFAULT_LIST_QUERY, keyword: '4t', shift: 'night' })).toBe(true);
    expect(isSavableList({ ...DEFAULT_LIST_QUERY, newOnly: true })).toBe(false);
    expect(isSavableList({ ...DEFAULT_LIST_QUERY, includeClosed: true })).toBe(false);
    expect(
      isSavableList({
        ...DEFAULT_LIST_QUERY,
        near: { municipalityId: '13101', radiusKm: 10 },
      }),
    ).toBe(false);
  });
});
