import { DomainError } from '@jobsite/domain/errors';
import { findFeatureById, findOccupationCategoryById, OCCUPATIONS } from '@jobsite/domain/masters';
import { type JobSearchParams, VALIDATION_MESSAGES as M } from '@jobsite/domain/validators';
import { MAX_DB_ID } from '../../graphql/args';
import { findMunicipality, occupationOrNotFound, prefectureOrNotFound } from '../masters/lookups';
import { parseFeatureWords } from './feature-words';
import { parsePlaceWords } from './place-words';
import type { JobFilter, JobSort, KeywordCondition } from './search';
import { parseShiftWord } from './shift-words';

type SearchQuery = NonNullable<JobSearchParams['query']>;

/** Values of both lists (a filter given twice narrows to what both allow). */
function intersect<T>(a: readonly T[] | undefined, b: readonly T[]): T[] {
  if (a === undefined) return [...b];
  const keep = new Set(b);
  return a.filter((value) => keep.has(value));
}

function badInput(field: string, message: string): DomainError {
  return DomainError.badUserInput({ [field]: message });
}

/**
 * The JobFilter of a search: route slugs resolved (NOT_FOUND when unknown), choices checked
 * against the masters (BAD_USER_INPUT with the field path when unknown). `query` is already
 * parsed by `jobSearchInputSchema` (types, lengths, duplicates).
 */
export function jobFilterOf(
  query: SearchQuery | null | undefined,
  occupationSlug: string | null | undefined,
  visitor: boolean,
  now: Date = new Date(),
): JobFilter {
  // A visitor's list holds public jobs only (member-only ones are counted beside it). A
  // search leaves closed jobs (募集終了) out unless asked for them (decision 0028).
  const filter: JobFilter = visitor ? { visibility: 'public' } : {};
  if (!query?.includeClosed) filter.excludeClosed = true;
  let occupationIds: number[] | undefined;
  if (occupationSlug) occupationIds = [occupationOrNotFound(occupationSlug).id];
  if (!query) {
    if (occupationIds) filter.occupationIds = occupationIds;
    return filter;
  }

  if (query.occupationCategoryIds) {
    for (const id of query.occupationCategoryIds) {
      if (!findOccupationCategoryById(id)) throw badInput('query.occupationCategoryIds', M.select);
    }
    const categories = new Set<number>(query.occupationCategoryIds);
    occupationIds = intersect(
      occupationIds,
      OCCUPATIONS.filter((o) => categories.has(o.occupationCategoryId)).map((o) => o.id),
    );
  }
  if (occupationIds) filter.occupationIds = occupationIds;

  let prefectureCodes: number[] | undefined;
  if (query.prefectureNameEn) prefectureCodes = [prefectureOrNotFound(query.prefectureNameEn).code];
  if (query.prefectureIds) prefectureCodes = intersect(prefectureCodes, query.prefectureIds);
  if (prefectureCodes) filter.prefectureCodes = prefectureCodes;

  if (query.municipalityIds) {
    filter.municipalityCodes = query.municipalityIds.map((id) => {
      const municipality = findMunicipality(id);
      if (!municipality) throw badInput('query.municipalityIds', '市区町村を選択してください');
      return municipality.code;
    });
  }
  if (query.featureIds && query.featureIds.length > 0) {
    for (const id of query.featureIds) {
      if (!findFeatureById(id)) throw badInput('query.featureIds', M.select);
    }
    filter.featureIds = query.featureIds;
  }
  if (query.hiringTypes) filter.hiringTypes = query.hiringTypes;
  if (query.minimumMonthlySalary !== null && query.minimumMonthlySalary !== undefined) {
    filter.minimumMonthlySalary = query.minimumMonthlySalary;
  }
  if (query.minimumAnnualSalary !== null && query.minimumAnnualSalary !== undefined) {
    filter.minimumAnnualSalary = query.minimumAnnualSalary;
  }
  if (query.shift) filter.shift = query.shift;
  if (query.publishedWithinDays !== null && query.publishedWithinDays !== undefined) {
    filter.publishedSince = publishedSince(now, query.publishedWithinDays);
  }
  if (query.companyId !== null && query.companyId !== undefined) {
    if (query.companyId > MAX_DB_ID) throw badInput('query.companyId', M.invalid);
    filter.companyId = query.companyId;
  }
  if (query.excludeJobIds && query.excludeJobIds.length > 0) {
    // Ids past the database's range name no job: nothing to leave out.
    filter.excludeJobIds = query.excludeJobIds.filter((id) => id <= MAX_DB_ID);
  }
  if (query.near) {
    let origin: { latitude: number; longitude: number };
    if (query.near.municipalityId) {
      // The master's point, which the municipalities table mirrors (decision 0029): no query.
      const municipality = findMunicipality(query.near.municipalityId);
      if (!municipality) throw badInput('query.near.municipalityId', '市区町村を選択してください');
      origin = municipality;
    } else {
      // Both are present: jobNearInputSchema requires one origin, whole.
      origin = { latitude: query.near.latitude!, longitude: query.near.longitude! };
    }
    filter.near = {
      latitude: origin.latitude,
      longitude: origin.longitude,
      radiusKm: query.near.radiusKm,
    };
  }
  if (query.keyword) readKeyword(filter, query);
  return filter;
}

/**
 * Sets the keyword of a filter, its condition words taken out (decisions 0030 and 0052): a
 * shift word (「夜勤なし」) becomes the shift unless the search has one; feature words (「寮」,
 * 「未経験」, 「手積みなし」) join the features (all must hold, so whatever features were chosen);
 * place words (「大阪 4t」) become the place unless the search already has one: then they stay
 * text. What was read is listed in `keywordConditions`.
 */
function readKeyword(filter: JobFilter, query: SearchQuery): void {
  let keyword = query.keyword ?? '';
  const read: KeywordCondition[] = [];
  const shiftWord = query.shift ? null : parseShiftWord(keyword);
  if (shiftWord) {
    filter.shift = shiftWord.shift;
    filter.shiftWord = shiftWord.word;
    keyword = shiftWord.text;
    read.push({ kind: 'shift', id: shiftWord.shift, words: shiftWord.word.split(' ') });
  }
  const featureWords = keyword ? parseFeatureWords(keyword) : null;
  if (featureWords) {
    const ids = featureWords.features.map((feature) => feature.id);
    filter.featureIds = [...new Set([...(filter.featureIds ?? []), ...ids])];
    keyword = featureWords.text;
    for (const feature of featureWords.features) {
      read.push({ kind: 'feature', id: String(feature.id), words: feature.words });
    }
  }
  filter.keyword = keyword;
  const hasPlace =
    query.prefectureNameEn || query.prefectureIds || query.municipalityIds || query.near;
  const parsed = hasPlace || !keyword ? null : parsePlaceWords(keyword);
  if (parsed) {
    filter.keywordWithPlaces = keyword;
    if (parsed.prefectureCodes.length) filter.prefectureCodes = parsed.prefectureCodes;
    if (parsed.municipalityCodes.length) filter.municipalityCodes = parsed.municipalityCodes;
    filter.keyword = parsed.text;
    for (const place of parsed.places) {
      read.push({ kind: place.kind, id: place.id, words: [place.word] });
    }
  }
  if (!filter.keyword) delete filter.keyword;
  if (read.length > 0) filter.keywordConditions = read;
}

/**
 * Refuses a sort the search cannot give: 近い順 needs a point (`query.near`). Both sorts by
 * place take the point when there is one (search.ts `jobOrderBy`).
 */
export function checkSort(sort: JobSort, filter: JobFilter): void {
  if (sort === 'distance' && !filter.near) {
    throw badInput('sortType', '近い順で並べるには場所と距離を指定してください');
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The start of 新着 `days` back from `now`, on a whole minute: searches within the same minute
 * share one filter, so their totals and facets share cache entries (totals.ts).
 */
export function publishedSince(now: Date, days: number): Date {
  return new Date(Math.floor((now.getTime() - days * DAY_MS) / MINUTE_MS) * MINUTE_MS);
}

/**
 * The occupations a search's occupation categories allow (undefined: any). The occupation
 * facet offers only these: another occupation would give nothing with the categories kept.
 */
export function occupationChoicesOf(query: SearchQuery | null | undefined): number[] | undefined {
  if (!query?.occupationCategoryIds) return undefined;
  const categories = new Set<number>(query.occupationCategoryIds);
  return OCCUPATIONS.filter((o) => categories.has(o.occupationCategoryId)).map((o) => o.id);
}
