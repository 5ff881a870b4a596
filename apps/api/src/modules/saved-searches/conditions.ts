import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { HiringType } from '@jobsite/domain/enums';
import { DomainError } from '@jobsite/domain/errors';
import { truncate } from '@jobsite/domain/formatters';
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
  };
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
  for (const type of c.hiringTypes) parts.push(HiringType.labels[type as HiringType]);
  if (c.minimumMonthlySalary !== null) {
    parts.push(`月給${(c.minimumMonthlySalary / 10_000).toLocaleString('ja-JP')}万円以上`);
  }
  const name = parts.filter(Boolean).join('／');
  const max = SAVED_SEARCH_LIMITS.maxNameLength;
  return name.length <= max ? name : truncate(name, max - 3);
}
