import { describe, expect, it } from 'vitest';
import { qualificationsFor } from './choices';
import {
  birthYearOptions,
  occupationCategoryById,
  occupationGroups,
  qualificationGroups,
} from './options';

describe('sign-up option lists', () => {
  it('lists every occupation once, grouped by category', () => {
    const ids = occupationGroups().flatMap((group) => group.options.map((o) => o.value));
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(occupationCategoryById()['1']).toBe(1);
  });

  it('offers birth years the domain accepts, youngest first', () => {
    const years = birthYearOptions().map((o) => Number(o.value));
    expect(years.length).toBeGreaterThan(50);
    expect(years[0]).toBeGreaterThan(years.at(-1) ?? 0);
  });
});

describe('qualificationsFor', () => {
  const groups = qualificationGroups();

  it('shows nothing before an occupation is chosen', () => {
    expect(qualificationsFor(groups, new Set())).toEqual([]);
  });

  it('narrows to the chosen categories', () => {
    const driver = qualificationsFor(groups, new Set([1]));
    const all = driver.flatMap((group) => group.options);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((option) => option.categoryIds.includes(1))).toBe(true);
  });

  it('keeps ticked qualifications listed when their occupation is unticked', () => {
    const someId = groups[0]?.options[0]?.value ?? '';
    const kept = qualificationsFor(groups, new Set(), new Set([someId]));
    expect(kept.flatMap((group) => group.options.map((o) => o.value))).toEqual([someId]);
  });
});
