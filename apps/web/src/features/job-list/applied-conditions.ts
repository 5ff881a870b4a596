import { HiringType, JobShiftCondition, type KeywordConditionKind } from '@jobsite/domain/enums';
import { findFeatureById, findPrefectureByCode, SALARY_CHOICES } from '@jobsite/domain/masters';
import { normalizeSearchText } from '@jobsite/domain/search';
import {
  ANNUAL_SALARY_CHOICES,
  DEFAULT_LIST_QUERY,
  defaultSortOf,
  type ListQuery,
  sortAllowed,
} from '@/lib/list-query';
import type { JobFacets } from './list-data';
import { baseScopeOf, type ResultsScope, resultsPath } from './results-scope';

/** One applied condition: its words and the list without it. */
export type AppliedCondition = {
  key: string;
  label: string;
  /** The list with this condition dropped (page 1). */
  href: string;
  /** The total of that list when the facets of this page say it; null when they cannot. */
  count: number | null;
};

type Names = { municipality: (id: string) => string };

/** A condition the api read from words of the keyword (JobPage.keywordConditions, decision 0052). */
type KeywordCondition = {
  kind: KeywordConditionKind;
  id: string;
  /** The keyword's terms read as it, normalised. */
  words: readonly string[];
};

/** The typed terms of a keyword that are (or are not) among `words` once normalised. */
function termsOf(keyword: string, words: ReadonlySet<string>, among: boolean): string[] {
  return keyword
    .split(/\s+/)
    .filter((term) => term && words.has(normalizeSearchText(term)) === among);
}

const joined = (terms: string[]) => (terms.length > 0 ? terms.join(' ') : null);

/** What a condition read from the keyword is called on its chip. */
function keywordConditionLabel(condition: KeywordCondition, typed: string): string {
  switch (condition.kind) {
    case 'feature':
      return findFeatureById(Number(condition.id))?.name ?? typed;
    case 'prefecture':
      return findPrefectureByCode(Number(condition.id))?.name ?? typed;
    case 'shift':
      return JobShiftCondition.labels[condition.id as JobShiftCondition] ?? typed;
    default:
      // A word may stand for several municipalities (府中, the wards of 札幌): say it as typed.
      return typed;
  }
}

/** A query that stays valid after a change (a sort that needed the dropped keyword or distance). */
function settle(query: ListQuery): ListQuery {
  const sort = sortAllowed(query.sort, query.keyword, query.near)
    ? query.sort
    : defaultSortOf(query.keyword);
  return { ...query, sort, page: 1 };
}

const salaryLabel = (value: number) =>
  SALARY_CHOICES.find((choice) => choice.value === value)?.label ?? `${value / 10_000}万円以上`;

const sum = (facet: readonly { count: number }[] | undefined) =>
  facet ? facet.reduce((total, value) => total + value.count, 0) : null;

/**
 * The conditions a list applies beyond its occupation and prefecture (the keyword too, so it
 * can be removed), each with the link that drops it. Counts are given only where the facets of this very search say them
 * exactly (decision 0028): dropping 雇用形態 gives the sum of its values (a job has one).
 */
export function appliedConditions(
  scope: ResultsScope,
  query: ListQuery,
  names: Names,
  facets: JobFacets | null | undefined,
  keywordConditions: readonly KeywordCondition[] = [],
): AppliedCondition[] {
  const applied: AppliedCondition[] = [];
  const add = (
    key: string,
    label: string,
    next: { scope?: ResultsScope; query: ListQuery },
    count: number | null = null,
  ) => {
    applied.push({ key, label, href: resultsPath(next.scope ?? scope, settle(next.query)), count });
  };
  // The path's municipality and feature: a list's only (/search has neither).
  const listScope = scope.occupation ? scope : null;
  const { feature, municipalityId } = listScope ?? {};
  if (query.keyword) addKeyword(query, query.keyword, keywordConditions, add);
  if (listScope && municipalityId) {
    add(`city-${municipalityId}`, names.municipality(municipalityId), {
      scope: { ...listScope, municipalityId: undefined },
      query,
    });
  }
  for (const id of query.cityIds) {
    add(`city-${id}`, names.municipality(id), {
      query: { ...query, cityIds: query.cityIds.filter((city) => city !== id) },
    });
  }
  if (listScope && feature) {
    add(`feature-${feature.id}`, feature.name, {
      scope: { ...listScope, feature: undefined },
      query,
    });
  }
  for (const id of query.featureIds) {
    add(`feature-${id}`, findFeatureById(id)?.name ?? String(id), {
      query: { ...query, featureIds: query.featureIds.filter((value) => value !== id) },
    });
  }
  if (query.hiringTypes.length > 0) {
    add(
      'hiring',
      query.hiringTypes.map((type) => HiringType.labels[type]).join('・'),
      { query: { ...query, hiringTypes: [] } },
      sum(facets?.hiringTypes),
    );
  }
  if (query.shift) {
    add('shift', JobShiftCondition.labels[query.shift], { query: { ...query, shift: null } });
  }
  if (query.minSalary !== null) {
    add('salary', `月給${salaryLabel(query.minSalary)}`, { query: { ...query, minSalary: null } });
  }
  if (query.minAnnualSalary !== null) {
    const label =
      ANNUAL_SALARY_CHOICES.find((choice) => choice.value === query.minAnnualSalary)?.label ?? '';
    add('annual', `年収${label}`, { query: { ...query, minAnnualSalary: null } });
  }
  if (query.newOnly) add('new', '新着', { query: { ...query, newOnly: false } });
  if (query.includeClosed) {
    add('closed', '募集終了を含む', { query: { ...query, includeClosed: false } });
  }
  if (query.near) {
    const origin =
      'municipalityId' in query.near
        ? `${names.municipality(query.near.municipalityId)}から`
        : '現在地から';
    add('near', `${origin}${query.near.radiusKm}km以内`, { query: { ...query, near: null } });
  }
  return applied;
}

/**
 * The applied conditions of a results page: municipalities named from the page's list of
 * them, counts and the conditions read from the keyword from the page's search.
 */
export function appliedConditionsOfPage(
  scope: ResultsScope,
  query: ListQuery,
  municipalities: ReadonlyArray<{ id: string; name: string }>,
  page: {
    facets?: JobFacets | null;
    keywordConditions?: readonly KeywordCondition[] | null;
  },
): AppliedCondition[] {
  const municipality = (id: string) =>
    municipalities.find((m) => m.id === id)?.name ?? `市区町村（${id}）`;
  return appliedConditions(
    scope,
    query,
    { municipality },
    page.facets,
    page.keywordConditions ?? [],
  );
}

/**
 * The keyword's chips: one per condition read from its words (the same words once: 府中 is one
 * chip for both 府中市), dropping those words; and one for the words that stayed text,
 * dropping them alone.
 */
function addKeyword(
  query: ListQuery,
  keyword: string,
  conditions: readonly KeywordCondition[],
  add: (key: string, label: string, next: { query: ListQuery }) => void,
) {
  const read = new Set(conditions.flatMap((condition) => condition.words));
  const text = termsOf(keyword, read, false);
  if (text.length > 0) {
    add('keyword', `「${text.join(' ')}」`, {
      query: { ...query, keyword: joined(termsOf(keyword, read, true)) },
    });
  }
  const seen = new Set<string>();
  for (const condition of conditions) {
    const words = new Set(condition.words);
    // The wards of 札幌 or both 府中: one chip for the word.
    const key =
      condition.kind === 'municipality'
        ? `words-${condition.words.join(' ')}`
        : `${condition.kind}-${condition.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(`read-${key}`, keywordConditionLabel(condition, termsOf(keyword, words, true).join(' ')), {
      query: { ...query, keyword: joined(termsOf(keyword, words, false)) },
    });
  }
}

/** 「条件をクリア」: the occupation (and prefecture) list, keyword kept: it is the search box's. */
export function clearedListPath(scope: ResultsScope, query: ListQuery): string {
  return resultsPath(baseScopeOf(scope), {
    ...DEFAULT_LIST_QUERY,
    keyword: query.keyword,
    sort: defaultSortOf(query.keyword),
  });
}
