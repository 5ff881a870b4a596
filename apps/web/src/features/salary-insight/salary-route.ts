import {
  findOccupationBySlug,
  findPrefectureBySlug,
  type OccupationMaster,
  type PrefectureMaster,
} from '@jobsite/domain/masters';

/** What a path under /salary/ shows: the index, an occupation, or an occupation × prefecture. */
export type SalaryRoute =
  | { kind: 'index' }
  | { kind: 'insight'; occupation: OccupationMaster; prefecture?: PrefectureMaster };

/** Segments of `/salary/[[...segments]]`; null means 404. */
export function parseSalaryRoute(segments: readonly string[] | undefined): SalaryRoute | null {
  const parts = [...(segments ?? [])].map((part) => decodeURIComponent(part));
  if (parts.length === 0) return { kind: 'index' };
  if (parts.length > 2) return null;
  const occupation = findOccupationBySlug(parts[0]);
  if (!occupation) return null;
  if (parts.length === 1) return { kind: 'insight', occupation };
  const prefecture = findPrefectureBySlug(parts[1]);
  return prefecture ? { kind: 'insight', occupation, prefecture } : null;
}
