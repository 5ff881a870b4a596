import {
  DEFAULT_DRIVER_JOB_CONDITION_IDS,
  DEFAULT_DRIVER_JOB_FEATURE_IDS,
  DRIVER_OCCUPATION_ID,
} from '@jobsite/domain/constants';

export interface FeatureFacet {
  id: string;
  count: number;
}

export interface FeatureGroup {
  /** The heading's id (aria-labelledby) and its text. */
  id: string;
  title: string;
  facets: FeatureFacet[];
}

/**
 * The "search by feature" links of a list's side column, grouped. Driver lists lead with the
 * default job features (vehicles) and job conditions of spec §9, in that order, then the
 * other features with jobs; other occupations show every feature with jobs in one group.
 */
export function featureGroupsOf(occupationId: number, facets: readonly FeatureFacet[]) {
  const withJobs = facets.filter((facet) => facet.count > 0);
  if (occupationId !== DRIVER_OCCUPATION_ID) {
    return withJobs.length > 0
      ? [{ id: 'list-features', title: '特徴から探す', facets: withJobs }]
      : [];
  }
  const byId = new Map(withJobs.map((facet) => [Number(facet.id), facet]));
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const facet = byId.get(id);
      byId.delete(id);
      return facet ? [facet] : [];
    });
  const groups: FeatureGroup[] = [
    {
      id: 'list-vehicles',
      title: '車種・仕事から探す',
      facets: pick(DEFAULT_DRIVER_JOB_FEATURE_IDS),
    },
    {
      id: 'list-conditions',
      title: '条件から探す',
      facets: pick(DEFAULT_DRIVER_JOB_CONDITION_IDS),
    },
    { id: 'list-features', title: 'その他の特徴から探す', facets: [...byId.values()] },
  ];
  return groups.filter((group) => group.facets.length > 0);
}
