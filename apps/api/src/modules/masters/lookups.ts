import {
  FEATURE_CATEGORY_LABELS,
  type FeatureCategory,
  type FeatureMaster,
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
  type OccupationMaster,
  type PrefectureMaster,
} from '@jobsite/domain/masters';
import { MUNICIPALITIES, type MunicipalityMaster } from '../../data/municipalities';
import { notFound } from '../../graphql/args';

/**
 * In-memory lookups of the master lists. The domain package and the generated municipality
 * list are the source (the tables mirror them for joins and counts), so resolving a slug or
 * a code needs no query.
 */

/** The parent of `Feature`: the master, and the occupation its count is scoped to, if any. */
export interface FeatureModel {
  readonly feature: FeatureMaster;
  readonly countOccupationId?: number;
}

/** The parent of `FeatureCategory`. */
export interface FeatureCategoryModel {
  readonly id: FeatureCategory;
  readonly name: string;
}

export function featureModel(feature: FeatureMaster, countOccupationId?: number): FeatureModel {
  return countOccupationId === undefined ? { feature } : { feature, countOccupationId };
}

export function featureCategoryModel(category: FeatureCategory): FeatureCategoryModel {
  return { id: category, name: FEATURE_CATEGORY_LABELS[category] };
}

const municipalityByCode = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
const municipalitiesByPrefecture = new Map<number, MunicipalityMaster[]>();
for (const m of MUNICIPALITIES) {
  const list = municipalitiesByPrefecture.get(m.prefectureCode) ?? [];
  list.push(m);
  municipalitiesByPrefecture.set(m.prefectureCode, list);
}
for (const list of municipalitiesByPrefecture.values()) {
  list.sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * A municipality by JIS code: five digits, or six with the check digit (ignored).
 */
export function findMunicipality(code: string | null | undefined): MunicipalityMaster | undefined {
  if (!code) return undefined;
  return municipalityByCode.get(code.length === 6 ? code.slice(0, 5) : code);
}

export function municipalitiesOfPrefecture(prefectureCode: number): readonly MunicipalityMaster[] {
  return municipalitiesByPrefecture.get(prefectureCode) ?? [];
}

/** Hiragana → katakana, so 'しんじゅく' finds 新宿区 by its reading シンジュクク. */
function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** Municipalities of a prefecture whose name or reading contains the keyword. */
export function searchMunicipalitiesOf(
  prefectureCode: number,
  keyword: string | undefined,
): readonly MunicipalityMaster[] {
  const all = municipalitiesOfPrefecture(prefectureCode);
  const text = keyword?.normalize('NFKC').trim();
  if (!text) return all;
  const kana = toKatakana(text);
  return all.filter((m) => m.name.includes(text) || m.kana.includes(kana));
}

/** The occupation of a route slug, or NOT_FOUND. */
export function occupationOrNotFound(slug: string): OccupationMaster {
  const occupation = findOccupationBySlug(slug);
  if (!occupation) throw notFound();
  return occupation;
}

/** The prefecture of a route slug, or NOT_FOUND. */
export function prefectureOrNotFound(slug: string): PrefectureMaster {
  const prefecture = findPrefectureBySlug(slug);
  if (!prefecture) throw notFound();
  return prefecture;
}

/** The feature of an id, or NOT_FOUND. */
export function featureOrNotFound(id: number): FeatureMaster {
  const feature = findFeatureById(id);
  if (!feature) throw notFound();
  return feature;
}
