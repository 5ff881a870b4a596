import { describe, expect, it } from 'vitest';
import { findOccupationCategoryById } from './occupation-categories';
import {
  ALL_QUALIFICATIONS,
  CONSTRUCTION_MANAGEMENT_QUALIFICATIONS,
  DRIVER_LICENSE_QUALIFICATIONS,
  ELECTRICAL_QUALIFICATIONS,
  findQualificationById,
  findQualificationByName,
  MECHANIC_QUALIFICATIONS,
  OTHER_QUALIFICATIONS,
  QUALIFICATION_CATEGORIES,
  QUALIFICATION_CATEGORY_LABELS,
  QUALIFICATIONS_BY_CATEGORY,
  qualificationsForOccupationCategory,
} from './qualifications';

describe('qualification lists', () => {
  it('have the counts of spec §3', () => {
    expect(DRIVER_LICENSE_QUALIFICATIONS).toHaveLength(14);
    expect(OTHER_QUALIFICATIONS).toHaveLength(19);
    expect(ELECTRICAL_QUALIFICATIONS).toHaveLength(7);
    expect(CONSTRUCTION_MANAGEMENT_QUALIFICATIONS).toHaveLength(14);
    expect(MECHANIC_QUALIFICATIONS).toHaveLength(6);
    expect(ALL_QUALIFICATIONS).toHaveLength(14 + 19 + 7 + 14 + 6);
  });

  it('have ids and names unique across all lists', () => {
    expect(new Set(ALL_QUALIFICATIONS.map((q) => q.id)).size).toBe(ALL_QUALIFICATIONS.length);
    expect(new Set(ALL_QUALIFICATIONS.map((q) => q.name)).size).toBe(ALL_QUALIFICATIONS.length);
  });

  it('tag each entry with its list key and known occupation categories', () => {
    for (const category of QUALIFICATION_CATEGORIES) {
      expect(QUALIFICATION_CATEGORY_LABELS[category]).not.toBe('');
      for (const q of QUALIFICATIONS_BY_CATEGORY[category]) {
        expect(q.category).toBe(category);
        expect(q.occupationCategoryIds.length).toBeGreaterThan(0);
        for (const id of q.occupationCategoryIds) {
          expect(findOccupationCategoryById(id)).toBeDefined();
        }
      }
    }
  });

  it('contain the expected real licences', () => {
    const names = (list: readonly { name: string }[]) => list.map((q) => q.name);
    expect(names(DRIVER_LICENSE_QUALIFICATIONS)).toEqual(
      expect.arrayContaining(['普通自動車免許(AT限定)', '大型自動車免許', 'けん引免許']),
    );
    expect(names(ELECTRICAL_QUALIFICATIONS)).toEqual(
      expect.arrayContaining(['第一種電気工事士', '第二種電気工事士', '第三種電気主任技術者']),
    );
    expect(names(MECHANIC_QUALIFICATIONS)).toContain('2級自動車整備士');
    for (const q of CONSTRUCTION_MANAGEMENT_QUALIFICATIONS) {
      expect(q.name).toMatch(/^[12]級.+施工管理技士$/);
    }
  });

  it('look up by id, name and occupation category', () => {
    expect(findQualificationById(5)?.name).toBe('大型自動車免許');
    expect(findQualificationByName('第二種電気工事士')?.category).toBe('electrical');
    expect(qualificationsForOccupationCategory(3)).toEqual(MECHANIC_QUALIFICATIONS);
    expect(qualificationsForOccupationCategory(1)).toContain(DRIVER_LICENSE_QUALIFICATIONS[0]);
  });

  it('return undefined or empty for unknown input', () => {
    expect(findQualificationById(0)).toBeUndefined();
    expect(findQualificationById(999)).toBeUndefined();
    expect(findQualificationByName('普通免許')).toBeUndefined();
    expect(findQualificationByName(null)).toBeUndefined();
    expect(qualificationsForOccupationCategory(99)).toEqual([]);
  });
});
