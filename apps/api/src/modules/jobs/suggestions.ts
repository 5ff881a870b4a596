import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';
import type { SearchSuggestionKind } from '@jobsite/domain/enums';
import { DomainError } from '@jobsite/domain/errors';
import { FEATURES, OCCUPATIONS, PREFECTURES } from '@jobsite/domain/masters';
import { normalizeSearchText, TRADE_SYNONYM_GROUPS } from '@jobsite/domain/search';
import { maxLengthMessage } from '@jobsite/domain/validators';
import { sql } from 'drizzle-orm';
import { MUNICIPALITIES } from '../../data/municipalities';
import type { Database } from '../../db';
import { isAcceptableText } from '../../graphql/text-guard';
import { FigureValue, perDatabase } from '../figure-cache';
import { PUBLISHED_COUNTS_TTL_MS, type PublishedJobCounts } from '../masters/counts';
import { selectRows } from '../rows';
import { PREFECTURE_READINGS } from './place-words';

/**
 * searchSuggestions (docs/decisions/0030-search-order-and-suggestions.md): what the keyword and
 * place boxes offer while a seeker types. An in-memory list built once from the masters
 * (occupations, features, prefectures, municipalities) and the trade synonym groups' first
 * spellings (frequent words; there is no search log to learn from yet). A suggestion matches
 * when one of its keys (name, reading, the name without a county) starts with the prefix,
 * both normalised by `normalizeSearchText` (hiragana = katakana, widths, ー): せたがや,
 * ｾﾀｶﾞﾔ and 世田 all find 世田谷区.
 */

export const MAX_SUGGESTIONS = 20;
export const DEFAULT_SUGGESTIONS = 8;

/** Order of kinds among equally good matches: the keyword box's likeliest intent first. */
const KIND_ORDER: Record<SearchSuggestionKind, number> = {
  occupation: 0,
  prefecture: 1,
  feature: 2,
  word: 3,
  municipality: 4,
};

interface Entry {
  kind: SearchSuggestionKind;
  id: string;
  label: string;
  /** Normalised forms a prefix is matched against. */
  keys: string[];
  /** Size when counts are not known (municipalities: postal codes), for the order. */
  weight: number;
  /** Master id whose list total is the job count. */
  countOf?: number;
}

export interface SearchSuggestionModel {
  kind: SearchSuggestionKind;
  id: string;
  label: string;
  jobCount: number | null;
}

/** Readings of the occupations whose names are kanji (the masters have none). */
const OCCUPATION_READINGS: Readonly<Record<string, string>> = {
  operation_manager: 'ウンコウカンリシャ',
  mechanical_maintenance: 'キカイホゼン',
  car_mechanic: 'ジドウシャセイビシ',
  scaffolder: 'トビショク',
  construction: 'ケンセツドボクサギョウイン',
  demolition: 'カイタイコウ',
  civil_engineering: 'ドボクコウジ',
  painting: 'トソウコウ',
  plastering: 'サカン',
  interior_finishing: 'ナイソウシアゲ',
  electrical_construction: 'デンキコウジシ',
  plumbing: 'ハイカンコウ',
  mining: 'サイクツサイセキ',
  chief_electrical_engineer: 'デンキシュニンギジュツシャ',
  construction_management_engineer: 'セコウカンリ',
  forestry: 'リンギョウ',
  fishing: 'ギョギョウ',
  ranch: 'ボクジョウスタッフ',
};

function keysOf(...forms: Array<string | undefined>): string[] {
  return [
    ...new Set(forms.filter((f): f is string => Boolean(f)).map((f) => normalizeSearchText(f))),
  ].filter(Boolean);
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const o of OCCUPATIONS) {
    entries.push({
      kind: 'occupation',
      id: o.occupationNameEn,
      label: o.name,
      keys: keysOf(o.name, ...o.name.split('・'), OCCUPATION_READINGS[o.occupationNameEn]),
      weight: 0,
      countOf: o.id,
    });
  }
  const masterNames = new Set(
    [...OCCUPATIONS.map((o) => o.name), ...FEATURES.map((f) => f.name)].map(normalizeSearchText),
  );
  for (const f of FEATURES) {
    entries.push({
      kind: 'feature',
      id: String(f.id),
      label: f.name,
      keys: keysOf(f.name, ...f.name.split('・')),
      weight: 0,
      countOf: f.id,
    });
  }
  for (const p of PREFECTURES) {
    const reading = PREFECTURE_READINGS[p.code];
    entries.push({
      kind: 'prefecture',
      id: p.prefectureEnName,
      label: p.name,
      keys: keysOf(p.name, reading),
      weight: 0,
      countOf: p.code,
    });
  }
  // A name found in two prefectures (府中市, 伊達市) says its prefecture.
  const nameCount = new Map<string, number>();
  for (const m of MUNICIPALITIES) nameCount.set(m.name, (nameCount.get(m.name) ?? 0) + 1);
  const prefectureName = new Map<number, string>(PREFECTURES.map((p) => [p.code, p.name]));
  for (const m of MUNICIPALITIES) {
    const ambiguous = (nameCount.get(m.name) ?? 0) > 1;
    entries.push({
      kind: 'municipality',
      id: m.code,
      label: ambiguous ? `${m.name}（${prefectureName.get(m.prefectureCode)}）` : m.name,
      keys: keysOf(m.name, m.name.replace(/^.+?郡/, ''), m.kana),
      weight: m.postalCodeCount,
    });
  }
  for (const group of TRADE_SYNONYM_GROUPS) {
    const word = group[0];
    if (!word || masterNames.has(normalizeSearchText(word))) continue;
    entries.push({
      kind: 'word',
      id: word,
      label: word,
      keys: keysOf(word),
      weight: group.length,
    });
  }
  return entries;
}

let entries: Entry[] | undefined;

/** The suggestion list, built once (≈4,000 entries, a few milliseconds). */
function suggestionEntries(): Entry[] {
  entries ??= buildEntries();
  return entries;
}

/**
 * Open public jobs per municipality (the visitor's list totals, `Municipality.publishedJobCount`),
 * one grouped query kept like the published counts of the masters (a minute, refreshed in the
 * background): a keystroke never waits for the database.
 */
export function municipalityJobCounts(db: Database): Promise<Map<string, number>> {
  return municipalityCounts(db).get();
}

const municipalityCounts = perDatabase(
  (db) =>
    new FigureValue(async () => {
      const rows = await selectRows<{ code: string; n: number }>(
        db,
        sql`SELECT municipality_code AS code, count(*)::int AS n FROM jobs
            WHERE is_published AND is_hiring AND NOT is_member_only AND municipality_code IS NOT NULL
            GROUP BY municipality_code`,
      );
      return new Map(rows.map((row) => [row.code, Number(row.n)]));
    }, PUBLISHED_COUNTS_TTL_MS),
);

function badInput(field: string, message: string): DomainError {
  return DomainError.badUserInput({ [field]: message });
}

/** The arguments checked: the normalised prefix ('' → no suggestion) and the limit. */
export function parseSuggestionArgs(args: {
  prefix: string;
  place?: boolean | null;
  limit?: number | null;
}): { prefix: string; place: boolean; limit: number } {
  const limit = args.limit ?? DEFAULT_SUGGESTIONS;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) {
    throw badInput('limit', `表示件数は1〜${MAX_SUGGESTIONS}の整数で指定してください`);
  }
  // The variables guard refuses controls and bidi overrides before execution; checked again
  // so the field is never reached with them (a NUL would fail in PostgreSQL, not here).
  if (!isAcceptableText(args.prefix)) throw badInput('prefix', '使用できない文字が含まれています');
  if (Array.from(args.prefix.trim()).length > MAX_KEYWORD_LENGTH) {
    throw badInput('prefix', maxLengthMessage(MAX_KEYWORD_LENGTH));
  }
  return { prefix: normalizeSearchText(args.prefix), place: Boolean(args.place), limit };
}

/**
 * Suggestions for a normalised prefix: exact matches first, then by kind (occupation,
 * prefecture, feature, word, municipality), then the larger list (job count; municipalities
 * by size), then the label. `place`: prefectures and municipalities only.
 */
export async function suggest(
  counts: PublishedJobCounts,
  db: Database,
  prefix: string,
  place: boolean,
  limit: number,
): Promise<SearchSuggestionModel[]> {
  if (!prefix) return [];
  const matched = suggestionEntries().filter(
    (e) =>
      (!place || e.kind === 'prefecture' || e.kind === 'municipality') &&
      e.keys.some((key) => key.startsWith(prefix)),
  );
  const countOf = async (e: Entry): Promise<number | null> => {
    if (e.countOf === undefined) return null;
    if (e.kind === 'occupation') return counts.occupation(e.countOf);
    if (e.kind === 'prefecture') return counts.prefecture(e.countOf);
    return counts.feature(e.countOf);
  };
  // Counts of the masters are in memory (the published-count cache); order by them.
  const ranked = await Promise.all(matched.map(async (e) => ({ e, count: await countOf(e) })));
  ranked.sort(
    (a, b) =>
      Number(!a.e.keys.includes(prefix)) - Number(!b.e.keys.includes(prefix)) ||
      KIND_ORDER[a.e.kind] - KIND_ORDER[b.e.kind] ||
      (b.count ?? b.e.weight) - (a.count ?? a.e.weight) ||
      (a.e.label < b.e.label ? -1 : a.e.label > b.e.label ? 1 : 0),
  );
  const top = ranked.slice(0, limit);
  const byMunicipality = top.some(({ e }) => e.kind === 'municipality')
    ? await municipalityJobCounts(db)
    : undefined;
  return top.map(({ e, count }) => ({
    kind: e.kind,
    id: e.id,
    label: e.label,
    jobCount: e.kind === 'municipality' ? (byMunicipality?.get(e.id) ?? 0) : count,
  }));
}
