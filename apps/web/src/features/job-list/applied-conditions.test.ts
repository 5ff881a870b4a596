import { describe, expect, it } from 'vitest';
import { parseSearchListRoute } from '@/lib/routes';
import { appliedConditions, clearedListPath } from './applied-conditions';

const names = { municipality: (id: string) => (id === '27127' ? '大阪市北区' : id) };

describe('applied conditions', () => {
  const route = parseSearchListRoute(
    'driver',
    ['osaka', 'feature_51'],
    new URLSearchParams('keyword=冷凍&hiring=regular&shift=night&near=27127&km=10&sort=distance'),
  )!;

  it('lists each condition with the list that drops it', () => {
    const applied = appliedConditions(route.scope, route.query, names, {
      features: [],
      prefectures: [],
      municipalities: [],
      hiringTypes: [
        { id: 'regular', count: 3 },
        { id: 'contract', count: 2 },
      ],
      occupations: [],
      shifts: [],
    });
    expect(applied.map((c) => [c.label, c.href, c.count])).toEqual([
      [
        '「冷凍」',
        '/driver/osaka/feature_51?sort=distance&hiring=regular&shift=night&near=27127&km=10',
        null,
      ],
      [
        '大型',
        '/driver/osaka/?keyword=%E5%86%B7%E5%87%8D&sort=distance&hiring=regular&shift=night&near=27127&km=10',
        null,
      ],
      [
        '正社員',
        '/driver/osaka/feature_51?keyword=%E5%86%B7%E5%87%8D&sort=distance&shift=night&near=27127&km=10',
        5,
      ],
      [
        '夜勤',
        '/driver/osaka/feature_51?keyword=%E5%86%B7%E5%87%8D&sort=distance&hiring=regular&near=27127&km=10',
        null,
      ],
      // Without the distance, 近い順 goes too (back to おすすめ順, the keyword's default).
      [
        '大阪市北区から10km以内',
        '/driver/osaka/feature_51?keyword=%E5%86%B7%E5%87%8D&hiring=regular&shift=night',
        null,
      ],
    ]);
  });

  it('clears to the prefecture list, keyword kept', () => {
    expect(clearedListPath(route.scope, route.query)).toBe(
      '/driver/osaka/?keyword=%E5%86%B7%E5%87%8D',
    );
  });
});
