import { DEFAULT_DRIVER_JOB_CONDITION_IDS, DRIVER_OCCUPATION_ID } from '@jobsite/domain/constants';
import { describe, expect, it } from 'vitest';
import { featureGroupsOf } from './feature-groups';

const facet = (id: number, count = 3) => ({ id: String(id), count });

describe('feature groups of a list', () => {
  it('leads driver lists with the vehicles and conditions of spec §9, in their order', () => {
    const facets = [facet(166), facet(11), facet(51), facet(999), facet(15), facet(52, 0)];
    const groups = featureGroupsOf(DRIVER_OCCUPATION_ID, facets);
    expect(groups.map((g) => [g.title, g.facets.map((f) => Number(f.id))])).toEqual([
      ['車種・仕事から探す', [51]],
      ['条件から探す', DEFAULT_DRIVER_JOB_CONDITION_IDS.filter((id) => [166, 11, 15].includes(id))],
      ['その他の特徴から探す', [999]],
    ]);
  });

  it('shows every feature with jobs in one group for other occupations, none when empty', () => {
    expect(featureGroupsOf(5, [facet(11), facet(15, 0)])).toEqual([
      { id: 'list-features', title: '特徴から探す', facets: [facet(11)] },
    ]);
    expect(featureGroupsOf(5, [facet(15, 0)])).toEqual([]);
  });
});
