import { describe, expect, it } from 'vitest';
import { DRIVER_CATEGORY_ID, DRIVER_OCCUPATION_ID, WAREHOUSE_CATEGORY_ID } from '../constants';
import {
  findOccupationCategoryByEnName,
  findOccupationCategoryById,
  OCCUPATION_CATEGORIES,
  OCCUPATION_CATEGORY_GROUPINGS,
} from './occupation-categories';
import {
  findOccupationById,
  findOccupationBySlug,
  isOccupationNameEn,
  OCCUPATIONS,
  occupationsInCategory,
} from './occupations';

describe('OCCUPATIONS', () => {
  it('lists the 20 occupations of spec §1 in order', () => {
    expect(OCCUPATIONS.map((o) => o.occupationNameEn)).toEqual([
      'driver',
      'operation_manager',
      'forklift',
      'mechanical_maintenance',
      'car_mechanic',
      'scaffolder',
      'construction',
      'demolition',
      'civil_engineering',
      'painting',
      'plastering',
      'interior_finishing',
      'electrical_construction',
      'plumbing',
      'mining',
      'chief_electrical_engineer',
      'construction_management_engineer',
      'ranch',
      'forestry',
      'fishing',
    ]);
  });

  it('gives the driver the id fixed by spec §9', () => {
    expect(findOccupationBySlug('driver')?.id).toBe(DRIVER_OCCUPATION_ID);
    expect(DRIVER_OCCUPATION_ID).toBe(1);
  });

  it('has unique ids, slugs and names', () => {
    for (const key of ['id', 'occupationNameEn', 'name'] as const) {
      expect(new Set(OCCUPATIONS.map((o) => o[key])).size).toBe(OCCUPATIONS.length);
    }
  });

  it('uses snake_case slugs and Japanese names and descriptions', () => {
    for (const o of OCCUPATIONS) {
      expect(o.occupationNameEn).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(o.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(o.description).toMatch(/。$/);
    }
  });

  it('keeps the route slugs named in spec §2', () => {
    for (const slug of ['driver', 'construction_management_engineer', 'car_mechanic']) {
      expect(findOccupationBySlug(slug)?.occupationNameEn).toBe(slug);
    }
  });

  it('maps every occupation to a known category', () => {
    for (const o of OCCUPATIONS) {
      expect(findOccupationCategoryById(o.occupationCategoryId)).toBeDefined();
    }
    const covered = OCCUPATION_CATEGORIES.flatMap((c) => occupationsInCategory(c.id));
    expect(covered).toHaveLength(OCCUPATIONS.length);
    expect(new Set(covered)).toEqual(new Set(OCCUPATIONS));
  });

  it('puts driving under the driver category and forklift under warehouse', () => {
    expect(findOccupationBySlug('driver')?.occupationCategoryId).toBe(DRIVER_CATEGORY_ID);
    expect(findOccupationBySlug('operation_manager')?.occupationCategoryId).toBe(
      DRIVER_CATEGORY_ID,
    );
    expect(findOccupationBySlug('forklift')?.occupationCategoryId).toBe(WAREHOUSE_CATEGORY_ID);
    expect(findOccupationBySlug('car_mechanic')?.occupationCategoryId).toBe(
      findOccupationCategoryByEnName('mechanic')?.id,
    );
  });

  it('looks up by id and slug and returns undefined for unknown input', () => {
    expect(findOccupationById(5)?.occupationNameEn).toBe('car_mechanic');
    expect(findOccupationById(0)).toBeUndefined();
    expect(findOccupationById(21)).toBeUndefined();
    expect(findOccupationById(undefined)).toBeUndefined();
    expect(findOccupationBySlug('Driver')).toBeUndefined();
    expect(findOccupationBySlug('')).toBeUndefined();
    expect(findOccupationBySlug(null)).toBeUndefined();
    expect(isOccupationNameEn('forklift')).toBe(true);
    expect(isOccupationNameEn('toString')).toBe(false);
    expect(isOccupationNameEn(1)).toBe(false);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(OCCUPATIONS)).toBe(true);
    expect(Object.isFrozen(OCCUPATIONS[0])).toBe(true);
  });
});

describe('OCCUPATION_CATEGORIES', () => {
  it('holds the union of both spec groupings with unique ids and names', () => {
    expect(OCCUPATION_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 9, 13]);
    expect(new Set(OCCUPATION_CATEGORIES.map((c) => c.enName)).size).toBe(7);
    expect(new Set(OCCUPATION_CATEGORIES.map((c) => c.name)).size).toBe(7);
  });

  it('resolves every id/enName pair of both groupings to the same category', () => {
    const pairs = [
      ...OCCUPATION_CATEGORY_GROUPINGS.occupationList,
      ...OCCUPATION_CATEGORY_GROUPINGS.extended,
    ];
    for (const { id, enName } of pairs) {
      expect(findOccupationCategoryByEnName(enName)?.id).toBe(id);
      expect(findOccupationCategoryById(id)).toBeDefined();
    }
  });

  it('treats skilled_trades as an alias of field_worker', () => {
    expect(findOccupationCategoryByEnName('skilled_trades')).toBe(
      findOccupationCategoryByEnName('field_worker'),
    );
  });

  it('returns undefined for unknown input', () => {
    expect(findOccupationCategoryById(6)).toBeUndefined();
    expect(findOccupationCategoryById(null)).toBeUndefined();
    expect(findOccupationCategoryByEnName('farmer')).toBeUndefined();
    expect(findOccupationCategoryByEnName(undefined)).toBeUndefined();
  });
});
