import { FEATURES } from '@jobsite/domain/masters';
import { normalizeSearchText, searchTerms, synonymsOf } from '@jobsite/domain/search';

/**
 * Feature words in a keyword (docs/decisions/0052-feature-words-in-the-keyword.md):
 * 「フォークリフト 未経験 寮」, 「手積みなし 4t」. A term that names a feature becomes that
 * feature among the search's features (all must hold) and leaves the text match. A feature's
 * words are its name from the masters and, when the name is a member of a trade synonym group
 * (packages/domain), every member of that group: 寮・社宅あり is in the group of 寮, 社宅,
 * 寮完備 …, so each of them names it. A word naming two features stays text.
 */

let index: ReadonlyMap<string, number> | undefined;

function buildIndex(): ReadonlyMap<string, number> {
  const named = new Map<string, Set<number>>();
  for (const feature of FEATURES) {
    for (const word of synonymsOf(normalizeSearchText(feature.name))) {
      const ids = named.get(word) ?? new Set<number>();
      ids.add(feature.id);
      named.set(word, ids);
    }
  }
  const words = new Map<string, number>();
  for (const [word, ids] of named) {
    if (ids.size === 1) words.set(word, [...ids][0] as number);
  }
  return words;
}

/** Normalised word → the feature it names, built once from the masters and the synonyms. */
export function featureWordIndex(): ReadonlyMap<string, number> {
  index ??= buildIndex();
  return index;
}

/** A keyword with its feature words taken out. */
export interface ParsedFeatureWords {
  /** Each feature named, with the terms (normalised) read as it, in the keyword's order. */
  features: Array<{ id: number; words: string[] }>;
  /** The other terms (normalised), joined by a space; '' when every term named a feature. */
  text: string;
}

/** Takes the feature words out of a keyword: null when it names no feature. */
export function parseFeatureWords(keyword: string): ParsedFeatureWords | null {
  const words = featureWordIndex();
  const features: ParsedFeatureWords['features'] = [];
  const rest: string[] = [];
  for (const term of new Set(searchTerms(keyword))) {
    const id = words.get(term);
    if (id === undefined) {
      rest.push(term);
      continue;
    }
    const known = features.find((feature) => feature.id === id);
    if (known) known.words.push(term);
    else features.push({ id, words: [term] });
  }
  return features.length === 0 ? null : { features, text: rest.join(' ') };
}
