import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
} from '@jobsite/domain/masters';
import { listPath } from '@/lib/routes';

/**
 * Where the search form leads: the list of the chosen occupation, narrowed to a prefecture,
 * a municipality of it or a feature. Unknown or missing values are ignored (driver by default).
 */
export function searchTargetPath(params: URLSearchParams): string {
  const occupation =
    findOccupationBySlug(params.get('occupation')) ?? findOccupationBySlug('driver');
  if (!occupation) return '/';
  const prefecture = findPrefectureBySlug(params.get('prefecture')) ?? undefined;
  const featureParam = params.get('feature');
  const feature =
    featureParam && /^\d{1,6}$/.test(featureParam)
      ? findFeatureById(Number(featureParam))
      : undefined;
  const municipality = params.get('municipality');
  const municipalityId =
    prefecture &&
    municipality &&
    /^\d{5,6}$/.test(municipality) &&
    Number(municipality.slice(0, 2)) === prefecture.code
      ? municipality
      : undefined;
  // A list is narrowed by a municipality or a feature, not both: the municipality wins.
  return listPath({
    occupation,
    prefecture,
    municipalityId,
    feature: municipalityId ? undefined : feature,
  });
}
