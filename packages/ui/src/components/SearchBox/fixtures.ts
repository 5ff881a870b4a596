import type { SearchSuggestion, SuggestionSource } from './combobox';

/** Suggestions as the api answers them, for stories and tests. */
export const SAMPLE_SUGGESTIONS: readonly SearchSuggestion[] = [
  { kind: 'occupation', id: 'driver', label: 'ドライバー', jobCount: 8123 },
  { kind: 'feature', id: '51', label: '大型', jobCount: 1204 },
  { kind: 'word', id: '大型トレーラー', label: '大型トレーラー', jobCount: null },
  { kind: 'prefecture', id: 'osaka', label: '大阪府', jobCount: 1520 },
  { kind: 'municipality', id: '27128', label: '大阪市中央区（大阪府）', jobCount: 88 },
];

/** Answers the samples whose label contains the prefix; places only for the place box. */
export const sampleSource: SuggestionSource = async (prefix, { place }) =>
  SAMPLE_SUGGESTIONS.filter(
    (s) =>
      s.label.includes(prefix) && (!place || s.kind === 'prefecture' || s.kind === 'municipality'),
  );
