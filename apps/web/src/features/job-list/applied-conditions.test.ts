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

  it('shows the conditions read from the keyword, each dropping its words', () => {
    const searched = parseSearchListRoute(
      'driver',
      [],
      new URLSearchParams('keyword=フォークリフト 未経験 寮 札幌'),
    )!;
    const applied = appliedConditions(searched.scope, searched.query, names, null, [
      { kind: 'feature', id: '11', words: ['未経験'] },
      { kind: 'feature', id: '37', words: ['寮'] },
      { kind: 'municipality', id: '01101', words: ['札幌'] },
      { kind: 'municipality', id: '01102', words: ['札幌'] },
    ]);
    const keywordOf = (href: string) => new URL(href, 'http://x').searchParams.get('keyword');
    expect(applied.map((c) => [c.label, keywordOf(c.href)])).toEqual([
      ['「フォークリフト」', '未経験 寮 札幌'],
      ['未経験OK', 'フォークリフト 寮 札幌'],
      ['寮・社宅あり', 'フォークリフト 未経験 札幌'],
      ['札幌', 'フォークリフト 未経験 寮'],
    ]);
  });

  it('gives no keyword chip when every word was read as a condition', () => {
    const searched = parseSearchListRoute('driver', [], new URLSearchParams('keyword=未経験ＯＫ'))!;
    const applied = appliedConditions(searched.scope, searched.query, names, null, [
      { kind: 'feature', id: '11', words: ['未経験ok'] },
    ]);
    expect(applied.map((c) => [c.label, c.href])).toEqual([['未経験OK', '/driver']]);
  });
});
