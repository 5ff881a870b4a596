import { normalizeSearchText } from './normalize';
import { TRADE_SYNONYM_GROUPS } from './synonyms';

/** Longest query term taken into account, in characters (code points); longer ones are cut. */
export const MAX_SEARCH_TERM_LENGTH = 50;

/** Most alternatives a term is expanded to (the term itself included), bounding the query. */
export const MAX_TERM_ALTERNATIVES = 12;

/** A query term and what may stand for it: a job matches the term if it holds any alternative. */
export interface ExpandedTerm {
  /** The term as normalised from the query. */
  readonly term: string;
  /**
   * Normalised spellings, the term's own first when it is kept, none containing another
   * (a text holding the longer one holds the shorter one too).
   */
  readonly alternatives: readonly string[];
}

/** Splits a query into normalised terms: white space of any width separates, cut to 50 characters. */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query)
    .split(' ')
    .filter(Boolean)
    .map((term) => Array.from(term).slice(0, MAX_SEARCH_TERM_LENGTH).join(''));
}

/**
 * Normalised member → the normalised members of its group, itself first. A member is in one
 * group only (the tests hold the data to it), so a query never chains from group to group.
 */
function buildSynonymIndex(
  groups: readonly (readonly string[])[],
): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, readonly string[]>();
  for (const group of groups) {
    const members = [...new Set(group.map(normalizeSearchText))];
    for (const member of members) {
      index.set(member, [member, ...members.filter((other) => other !== member)]);
    }
  }
  return index;
}

const SYNONYM_INDEX = buildSynonymIndex(TRADE_SYNONYM_GROUPS);

/** The normalised alternatives of one normalised term, from the synonym groups (itself if none). */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYM_INDEX.get(term) ?? [term];
}

/**
 * Drops alternatives that contain another one: with substring matching they find nothing
 * more (大型 finds every 大型免許). Order is kept; the first of equal ones stays.
 */
function withoutSubsumed(alternatives: readonly string[]): string[] {
  return alternatives.filter(
    (alternative, i) =>
      !alternatives.some(
        (other, j) => j !== i && alternative.includes(other) && (other !== alternative || j < i),
      ),
  );
}

/**
 * A keyword query as terms that must all match, each with the spellings that stand for it.
 * 「中型　ﾊﾟｯｶｰ車」 → [{ term: '中型', alternatives: ['中型', '4t'] },
 * { term: 'パッカ車', alternatives: ['ゴミ収集', 'ゴミ回収', 'パッカ', '塵芥車', …] }]
 * (パッカ車 itself is dropped: パッカ finds it).
 * Repeated terms count once.
 */
export function expandQuery(query: string): ExpandedTerm[] {
  const terms = [...new Set(searchTerms(query))];
  return terms.map((term) => ({
    term,
    alternatives: withoutSubsumed(synonymsOf(term)).slice(0, MAX_TERM_ALTERNATIVES),
  }));
}

/** Whether a normalised text answers the query: every term has an alternative in it. */
export function matchesExpandedQuery(
  normalizedText: string,
  expanded: readonly ExpandedTerm[],
): boolean {
  return expanded.every(({ alternatives }) =>
    alternatives.some((alternative) => normalizedText.includes(alternative)),
  );
}
