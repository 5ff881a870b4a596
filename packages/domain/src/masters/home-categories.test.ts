import { describe, expect, it } from 'vitest';
import { DEFAULT_DRIVER_JOB_FEATURE_IDS } from '../constants';
import { findFeatureById } from './features';
import { findHomeCategoryByKey, HOME_CATEGORIES, HOME_CATEGORY_KEYS } from './home-categories';
import { findOccupationBySlug, OCCUPATIONS } from './occupations';

describe('HOME_CATEGORIES', () => {
  it('has the six categories of spec §2 in order, each with title and description', () => {
    expect(HOME_CATEGORIES.map((c) => c.key)).toEqual([
      'driver',
      'civil_engineer',
      'field_worker',
      'warehouse',
      'ranch_and_farm',
      'mechanic',
    ]);
    expect(HOME_CATEGORY_KEYS).toEqual(HOME_CATEGORIES.map((c) => c.key));
    for (const c of HOME_CATEGORIES) {
      expect(c.title).not.toBe('');
      expect(c.description).toMatch(/。$/);
      expect(c.links.length).toBeGreaterThan(0);
    }
  });

  it('lists every occupation exactly once across the panels', () => {
    const slugs = HOME_CATEGORIES.flatMap((c) =>
      c.links.flatMap((l) => (l.kind === 'occupation' ? [l.occupationNameEn] : [])),
    );
    expect(slugs).toHaveLength(OCCUPATIONS.length);
    expect(new Set(slugs)).toEqual(new Set(OCCUPATIONS.map((o) => o.occupationNameEn)));
  });

  it('links occupations to /{occupationNameEn} and features to /driver/feature/{id}', () => {
    for (const link of HOME_CATEGORIES.flatMap((c) => c.links)) {
      if (link.kind === 'occupation') {
        expect(link.href).toBe(`/${link.occupationNameEn}`);
        expect(findOccupationBySlug(link.occupationNameEn)?.id).toBe(link.occupationId);
      } else {
        expect(link.href).toBe(`/driver/feature/${link.featureId}`);
        expect(findFeatureById(link.featureId)).toBeDefined();
      }
    }
  });

  it('lists the driver page, then the default driver features, then operation manager', () => {
    const links = findHomeCategoryByKey('driver')!.links;
    expect(links[0]).toMatchObject({ kind: 'occupation', href: '/driver' });
    expect(links.slice(1, -1).map((l) => (l.kind === 'feature' ? l.featureId : null))).toEqual([
      ...DEFAULT_DRIVER_JOB_FEATURE_IDS,
    ]);
    expect(links.at(-1)).toMatchObject({ kind: 'occupation', href: '/operation_manager' });
    expect(links[1]?.label).toBe('大型ドライバー');
  });

  it('returns undefined for an unknown key', () => {
    expect(findHomeCategoryByKey('pet_animal')).toBeUndefined();
    expect(findHomeCategoryByKey(undefined)).toBeUndefined();
  });
});
