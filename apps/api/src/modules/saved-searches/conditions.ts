import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { HiringType, JobShiftCondition } from '@jobsite/domain/enums';
import { DomainError } from '@jobsite/domain/errors';
import { formatManYen, truncate } from '@jobsite/domain/formatters';
import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureByCode,
  findPrefectureBySlug,
} from '@jobsite/domain/masters';
import type { SaveSearchValues } from '@jobsite/domain/validators';
import { findMunicipality } from '../masters/lookups';
import type { SearchConditions } from './repository';

const MUNICIPALITY_MESSAGE = '市区町村を選択してください';

/**
 * The stored conditions of a parsed saveSearch input. The validator has checked the slugs
 * and the feature against the masters; the municipality list is the api's, checked here.
 */
export function conditionsOf(values: SaveSearchValues): SearchConditions {
  const occupation = findOccupationBySlug(values.occupation);
  if (!occupation) throw DomainError.badUserInput({ occupation: '職種を選択してください' });
  const prefecture = values.prefectureNameEn
    ? findPrefectureBySlug(values.prefectureNameEn)
    : undefined;
  let municipalityCode: string | null = null;
  if (values.municipalityId) {
    const municipality = findMunicipality(values.municipalityId);
    if (!municipality || municipality.prefectureCode !== prefecture?.code) {
      throw DomainError.badUserInput({ municipalityId: MUNICIPALITY_MESSAGE });
    }
    municipalityCode = municipality.code;
  }
  return {
    occupationId: occupation.id,
    prefectureCode: prefecture?.code ?? null,
    municipalityCode,
    featureId: values.featureId ?? null,
    hiringTypes: HiringType.values.filter((type) => values.hiringTypes?.includes(type)),
    minimumMonthlySalary: values.minimumMonthlySalary ?? null,
    moreFeatureIds: [...new Set(values.moreFeatureIds ?? [])]
      .filter((id) => id !== values.featureId)
      .sort((a, b) => a - b),
    moreMunicipalityCodes: moreMunicipalityCodesOf(values.moreMunicipalityIds, municipalityCode),
    minimumAnnualSalary: values.minimumAnnualSalary ?? null,
    shift: values.shift ?? null,
    keyword: normalizedKeyword(values.keyword),
  };
}

/** The 5-digit codes of the municipalities beyond the path's, each known, ascending. */
function moreMunicipalityCodesOf(
  ids: readonly string[] | null | undefined,
  pathCode: string | null,
): string[] {
  const codes = (ids ?? []).map((id) => {
    const municipality = findMunicipality(id);
    if (!municipality)
      throw DomainError.badUserInput({ moreMunicipalityIds: MUNICIPALITY_MESSAGE });
    return municipality.code;
  });
  return [...new Set(codes)].filter((code) => code !== pathCode).sort();
}

/** Words as typed, spaces made one: 「4t  夜勤」 and 「4t 夜勤」 are one search. */
function normalizedKeyword(keyword: string | null | undefined): string | null {
  const words = keyword?.normalize('NFKC').trim().split(/\s+/).filter(Boolean) ?? [];
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * A name made from the conditions, as a list heading reads: 'ドライバー／東京都／大型／正社員／
 * 月給25万円以上', cut to SAVED_SEARCH_LIMITS.maxNameLength ('...' ending the cut).
 */
export function defaultNameOf(c: SearchConditions, occupationName: string): string {
  const parts = [occupationName];
  const prefecture = findPrefectureByCode(c.prefectureCode);
  if (prefecture) parts.push(prefecture.name);
  if (c.municipalityCode) parts.push(findMunicipality(c.municipalityCode)?.name ?? '');
  if (c.featureId !== null) parts.push(findFeatureById(c.featureId)?.name ?? '');
  for (const code of c.moreMunicipalityCodes) parts.push(findMunicipality(code)?.name ?? '');
  for (const id of c.moreFeatureIds) parts.push(findFeatureById(id)?.name ?? '');
  for (const type of c.hiringTypes) parts.push(HiringType.labels[type as HiringType]);
  if (c.shift !== null) parts.push(JobShiftCondition.labels[c.shift as JobShiftCondition]);
  if (c.minimumMonthlySalary !== null) {
    parts.push(`月給${formatManYen(c.minimumMonthlySalary)}以上`);
  }
  if (c.minimumAnnualSalary !== null) {
    parts.push(`年収${formatManYen(c.minimumAnnualSalary)}以上`);
  }
  if (c.keyword !== null) parts.unshift(`「${c.keyword}」`);
  const name = parts.filter(Boolean).join('／');
  const max = SAVED_SEARCH_LIMITS.maxNameLength;
  return name.length <= max ? name : truncate(name, max - 3);
}
