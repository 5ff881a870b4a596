import { describe, expect, it } from 'vitest';
import {
  ALL_CARS,
  ALL_PARTICULAR_CONDITIONS,
  ALL_SALARY_RANGES,
  ALL_WORKPLACE_STRENGTHS,
  findCarById,
  findParticularConditionById,
  findSalaryRangeById,
  findWorkplaceStrengthById,
  HOUR_OPTIONS,
  SALARY_CHOICES,
} from './options';

describe('SALARY_CHOICES', () => {
  it('offers the 5 amounts of spec §3 with 万円以上 labels', () => {
    expect(SALARY_CHOICES.map((c) => c.value)).toEqual([200000, 250000, 300000, 350000, 400000]);
    expect(SALARY_CHOICES.map((c) => c.label)).toEqual([
      '20万円以上',
      '25万円以上',
      '30万円以上',
      '35万円以上',
      '40万円以上',
    ]);
  });
});

describe('HOUR_OPTIONS', () => {
  it('has 24 hours from 0:00 to 23:00', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS.map((h) => h.value)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(HOUR_OPTIONS[0]).toEqual({ value: 0, label: '0:00' });
    expect(HOUR_OPTIONS[9]?.label).toBe('9:00');
    expect(HOUR_OPTIONS[23]).toEqual({ value: 23, label: '23:00' });
  });
});

describe('named option lists', () => {
  const lists = {
    ALL_CARS,
    ALL_PARTICULAR_CONDITIONS,
    ALL_WORKPLACE_STRENGTHS,
    ALL_SALARY_RANGES,
  };

  it.each(Object.entries(lists))('%s has unique ids and names', (_, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    expect(new Set(list.map((o) => o.name)).size).toBe(list.length);
  });

  it('lists common vehicles', () => {
    const names = ALL_CARS.map((c) => c.name);
    for (const name of [
      '軽自動車',
      '2t',
      '4t',
      '10t',
      'トレーラー',
      'タクシー',
      'バス',
      'ダンプ',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has salary ranges that are ordered, contiguous and open at both ends', () => {
    expect(ALL_SALARY_RANGES[0]?.lowest).toBeNull();
    expect(ALL_SALARY_RANGES.at(-1)?.highest).toBeNull();
    for (let i = 1; i < ALL_SALARY_RANGES.length; i++) {
      const prev = ALL_SALARY_RANGES[i - 1]!;
      const range = ALL_SALARY_RANGES[i]!;
      expect(range.lowest).toBe(prev.highest);
      if (range.highest !== null) expect(range.highest).toBeGreaterThan(range.lowest!);
    }
  });

  it('looks up by id and returns undefined for unknown input', () => {
    expect(findCarById(1)?.name).toBe('軽自動車');
    expect(findParticularConditionById(1)?.name).toBe('未経験OK');
    expect(findWorkplaceStrengthById(3)?.name).toBe('社会保険完備');
    expect(findSalaryRangeById(2)).toMatchObject({ lowest: 200000, highest: 250000 });
    expect(findCarById(0)).toBeUndefined();
    expect(findParticularConditionById(999)).toBeUndefined();
    expect(findWorkplaceStrengthById(null)).toBeUndefined();
    expect(findSalaryRangeById(undefined)).toBeUndefined();
  });
});
