import {
  type FeatureMaster,
  featuresByIds,
  findPrefectureByCode,
  type OccupationMaster,
  type PrefectureMaster,
  salaryInsightFeatureIds,
} from '@jobsite/domain/masters';
import type { Database } from '../../db';
import { FigureCache, perDatabase } from '../figure-cache';
import { type FeatureModel, featureModel } from '../masters/lookups';
import { type SalaryHistogramBin, toHistogram } from './histogram';
import {
  EMPTY_STATISTICS,
  type SalaryStatistics,
  salaryStatistics,
  salaryStatisticsByFeature,
  salaryStatisticsByPrefecture,
  salaryStepCounts,
} from './repository';

/** The parent of `SalaryInsight`: every figure, computed together. */
export interface SalaryInsightModel {
  occupation: OccupationMaster;
  prefecture: PrefectureMaster | null;
  statistics: SalaryStatistics;
  histogram: SalaryHistogramBin[];
  byFeature: Array<{ feature: FeatureModel; statistics: SalaryStatistics }>;
  byPrefecture: Array<{ prefecture: PrefectureMaster; statistics: SalaryStatistics }>;
}

/**
 * Salary figures move slowly and aggregate every job of an occupation: one insight is kept
 * for a few minutes per database, place and audience (stale-while-revalidate, figure-cache.ts),
 * as jobSalary's figures are. The pages that show them are cached again by the web (ISR).
 */
const INSIGHT_TTL_MS = 5 * 60_000;
/** 20 occupations × 48 places × 2 audiences fit. */
const INSIGHT_CACHE_ENTRIES = 2_000;

const cacheOf = perDatabase(
  () =>
    new FigureCache<string, SalaryInsightModel>({
      ttlMs: INSIGHT_TTL_MS,
      maxEntries: INSIGHT_CACHE_ENTRIES,
    }),
);

export interface SalaryInsightQuestion {
  occupation: OccupationMaster;
  prefecture: PrefectureMaster | null;
  visitor: boolean;
}

/** Computes an insight: four aggregate queries, run one after the other (PGlite has one connection). */
export async function computeSalaryInsight(
  db: Database,
  question: SalaryInsightQuestion,
): Promise<SalaryInsightModel> {
  const { occupation, prefecture, visitor } = question;
  const scope = {
    occupationId: occupation.id,
    visitor,
    ...(prefecture ? { prefectureCode: prefecture.code } : {}),
  };
  const features: readonly FeatureMaster[] = featuresByIds(
    salaryInsightFeatureIds(occupation.occupationNameEn),
  );
  const statistics = await salaryStatistics(db, scope);
  if (statistics.jobCount === 0) {
    return {
      occupation,
      prefecture,
      statistics,
      histogram: [],
      byFeature: features.map((feature) => ({
        feature: featureModel(feature),
        statistics: EMPTY_STATISTICS,
      })),
      byPrefecture: [],
    };
  }
  const steps = await salaryStepCounts(db, scope);
  const perFeature = await salaryStatisticsByFeature(
    db,
    scope,
    features.map((f) => f.id),
  );
  const perPrefecture = prefecture
    ? []
    : await salaryStatisticsByPrefecture(db, { occupationId: occupation.id, visitor });
  return {
    occupation,
    prefecture,
    statistics,
    histogram: toHistogram(steps),
    byFeature: features.map((feature) => ({
      feature: featureModel(feature),
      statistics: perFeature.get(feature.id) ?? EMPTY_STATISTICS,
    })),
    byPrefecture: perPrefecture.flatMap(({ prefectureCode, statistics: s }) => {
      const found = findPrefectureByCode(prefectureCode);
      return found ? [{ prefecture: found, statistics: s }] : [];
    }),
  };
}

/** An insight from the cache (computed on the first ask of its key). */
export function cachedSalaryInsight(
  db: Database,
  question: SalaryInsightQuestion,
): Promise<SalaryInsightModel> {
  const key = `${question.occupation.id}:${question.prefecture?.code ?? ''}:${question.visitor ? 'v' : 'm'}`;
  return cacheOf(db).get(key, () => computeSalaryInsight(db, question));
}
