import {
  findOccupationBySlug,
  findPrefectureBySlug,
  PREFECTURES,
  salaryInsightFeatureIds,
} from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { computeSalaryInsight } from '../../src/modules/salary-insight/insight';
import { type ApiHarness, dataOf, errorOf, withApi } from '../graphql/harness';

/** A monthly-paid published job as plain SQL reads it: the expectation's input. */
interface CountedJob {
  id: number;
  occupationId: number;
  prefectureCode: number;
  lowestSalary: number;
  isMemberOnly: boolean;
  featureIds: number[];
}

/** percentile_cont: linear interpolation between the two closest ranks. */
function percentile(sorted: readonly number[], p: number): number {
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

function expectedStatistics(jobs: readonly CountedJob[]) {
  if (jobs.length === 0) {
    return {
      jobCount: 0,
      average: null,
      minimum: null,
      firstQuartile: null,
      median: null,
      thirdQuartile: null,
      maximum: null,
    };
  }
  const values = jobs.map((j) => j.lowestSalary).sort((a, b) => a - b);
  return {
    jobCount: values.length,
    average: Math.round(values.reduce((sum, v) => sum + v, 0) / values.length),
    minimum: values[0],
    firstQuartile: Math.round(percentile(values, 0.25)),
    median: Math.round(percentile(values, 0.5)),
    thirdQuartile: Math.round(percentile(values, 0.75)),
    maximum: values.at(-1),
  };
}

const STATISTICS = 'jobCount average minimum firstQuartile median thirdQuartile maximum';
const INSIGHT = `query ($occupation: String!, $prefecture: String) {
  salaryInsight(occupation: $occupation, prefectureNameEn: $prefecture) {
    occupation { occupationNameEn }
    prefecture { prefectureEnName }
    statistics { ${STATISTICS} }
    histogram { lowerBound upperBound jobCount }
    byFeature { feature { id name } statistics { ${STATISTICS} } }
    byPrefecture { prefecture { id } statistics { ${STATISTICS} } }
  }
}`;

describe('salaryInsight (statistics in SQL, checked against the seeded rows)', () => {
  let api: ApiHarness;
  let counted: CountedJob[];
  withApi(async (started) => {
    api = started;
    const rows = await api.rows<{
      id: number;
      occupation_id: number;
      prefecture_code: number;
      lowest_salary: number;
      is_member_only: boolean;
      feature_ids: number[] | string | null;
    }>(sql`
      SELECT j.id, j.occupation_id, j.prefecture_code, j.lowest_salary, j.is_member_only,
        array(SELECT jf.feature_id FROM job_features AS jf WHERE jf.job_id = j.id) AS feature_ids
      FROM jobs AS j WHERE j.is_published AND j.salary_option = 'monthly'`);
    counted = rows.map((r) => ({
      id: Number(r.id),
      occupationId: Number(r.occupation_id),
      prefectureCode: Number(r.prefecture_code),
      lowestSalary: Number(r.lowest_salary),
      isMemberOnly: Boolean(r.is_member_only),
      featureIds: (typeof r.feature_ids === 'string'
        ? r.feature_ids.replace(/[{}]/g, '').split(',').filter(Boolean)
        : (r.feature_ids ?? [])
      ).map(Number),
    }));
  });

  const visible = (jobs: readonly CountedJob[]) => jobs.filter((j) => !j.isMemberOnly);
  const ofOccupation = (slug: string) => {
    const occupation = findOccupationBySlug(slug)!;
    return counted.filter((j) => j.occupationId === occupation.id);
  };

  it('nationwide: median, quartiles, average and range of the public monthly-paid jobs', async () => {
    const drivers = visible(ofOccupation('driver'));
    expect(drivers.length).toBeGreaterThan(50);
    const insight = dataOf(
      await api.gql<{ salaryInsight: Record<string, unknown> }>(INSIGHT, { occupation: 'driver' }),
    ).salaryInsight;
    expect(insight.occupation).toEqual({ occupationNameEn: 'driver' });
    expect(insight.prefecture).toBeNull();
    expect(insight.statistics).toEqual(expectedStatistics(drivers));
  });

  it('histogram: contiguous equal bars holding every job in its bar', async () => {
    const drivers = visible(ofOccupation('driver'));
    const { histogram } = dataOf(
      await api.gql<{
        salaryInsight: {
          histogram: Array<{ lowerBound: number; upperBound: number; jobCount: number }>;
        };
      }>(INSIGHT, { occupation: 'driver' }),
    ).salaryInsight;
    expect(histogram.length).toBeGreaterThan(1);
    expect(histogram.length).toBeLessThanOrEqual(16);
    const width = histogram[0]!.upperBound - histogram[0]!.lowerBound;
    for (const [i, bin] of histogram.entries()) {
      expect(bin.upperBound - bin.lowerBound).toBe(width);
      if (i > 0) expect(bin.lowerBound).toBe(histogram[i - 1]!.upperBound);
      const inBin = drivers.filter(
        (j) => j.lowestSalary >= bin.lowerBound && j.lowestSalary < bin.upperBound,
      );
      expect(bin.jobCount, `${bin.lowerBound}〜`).toBe(inBin.length);
    }
    expect(histogram.reduce((sum, bin) => sum + bin.jobCount, 0)).toBe(drivers.length);
    expect(histogram[0]!.jobCount).toBeGreaterThan(0);
    expect(histogram.at(-1)!.jobCount).toBeGreaterThan(0);
  });

  it('by feature: licence classes for drivers, grades for car mechanics, in master order', async () => {
    for (const slug of ['driver', 'car_mechanic', 'forklift']) {
      const jobs = visible(ofOccupation(slug));
      const insight = dataOf(
        await api.gql<{
          salaryInsight: {
            byFeature: Array<{ feature: { id: string }; statistics: unknown }>;
          };
        }>(INSIGHT, { occupation: slug }),
      ).salaryInsight;
      const ids = salaryInsightFeatureIds(slug);
      expect(insight.byFeature.map((f) => Number(f.feature.id))).toEqual([...ids]);
      for (const entry of insight.byFeature) {
        const id = Number(entry.feature.id);
        expect(entry.statistics, `${slug} feature ${id}`).toEqual(
          expectedStatistics(jobs.filter((j) => j.featureIds.includes(id))),
        );
      }
    }
  });

  it('by prefecture nationwide, and the same figures on a prefecture page', async () => {
    const drivers = visible(ofOccupation('driver'));
    const insight = dataOf(
      await api.gql<{
        salaryInsight: {
          byPrefecture: Array<{ prefecture: { id: string }; statistics: { jobCount: number } }>;
        };
      }>(INSIGHT, { occupation: 'driver' }),
    ).salaryInsight;
    const codes = [...new Set(drivers.map((j) => j.prefectureCode))].sort((a, b) => a - b);
    expect(insight.byPrefecture.map((p) => Number(p.prefecture.id))).toEqual(codes);
    for (const entry of insight.byPrefecture) {
      const code = Number(entry.prefecture.id);
      expect(entry.statistics).toEqual(
        expectedStatistics(drivers.filter((j) => j.prefectureCode === code)),
      );
    }

    const busiest = codes
      .map((code) => ({ code, n: drivers.filter((j) => j.prefectureCode === code).length }))
      .sort((a, b) => b.n - a.n)[0]!;
    const slug = PREFECTURES.find((p) => p.code === busiest.code)!.prefectureEnName;
    const local = dataOf(
      await api.gql<{ salaryInsight: Record<string, unknown> }>(INSIGHT, {
        occupation: 'driver',
        prefecture: slug,
      }),
    ).salaryInsight;
    expect(local.prefecture).toEqual({ prefectureEnName: slug });
    expect(local.statistics).toEqual(
      expectedStatistics(drivers.filter((j) => j.prefectureCode === busiest.code)),
    );
    expect(local.byPrefecture).toEqual([]);
  });

  it('members’ figures include member-only jobs; visitors’ never read them', async () => {
    const occupation = findOccupationBySlug('driver')!;
    const all = ofOccupation('driver');
    expect(all.some((j) => j.isMemberOnly)).toBe(true);
    const member = await computeSalaryInsight(api.database.db, {
      occupation,
      prefecture: null,
      visitor: false,
    });
    expect(member.statistics).toEqual(expectedStatistics(all));
    const visitor = await computeSalaryInsight(api.database.db, {
      occupation,
      prefecture: null,
      visitor: true,
    });
    expect(visitor.statistics).toEqual(expectedStatistics(visible(all)));
    expect(member.statistics.jobCount).toBeGreaterThan(visitor.statistics.jobCount);
  });

  it('empty: a place without jobs answers zero and nulls, every feature listed', async () => {
    const mining = findOccupationBySlug('mining')!;
    const empty = PREFECTURES.find(
      (p) => !counted.some((j) => j.occupationId === mining.id && j.prefectureCode === p.code),
    )!;
    expect(empty).toBeDefined();
    const insight = dataOf(
      await api.gql<{
        salaryInsight: {
          statistics: unknown;
          histogram: unknown[];
          byFeature: Array<{ statistics: unknown }>;
          byPrefecture: unknown[];
        };
      }>(INSIGHT, { occupation: 'mining', prefecture: empty.prefectureEnName }),
    ).salaryInsight;
    expect(insight.statistics).toEqual(expectedStatistics([]));
    expect(insight.histogram).toEqual([]);
    expect(insight.byPrefecture).toEqual([]);
    expect(insight.byFeature).toHaveLength(salaryInsightFeatureIds('mining').length);
    for (const entry of insight.byFeature) expect(entry.statistics).toEqual(expectedStatistics([]));
  });

  it('unknown slugs answer NOT_FOUND, malformed ones BAD_USER_INPUT, never a 500', async () => {
    expect(errorOf(await api.gql(INSIGHT, { occupation: 'astronaut' })).extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await api.gql(INSIGHT, { occupation: 'driver', prefecture: 'atlantis' })).extensions
        .code,
    ).toBe('NOT_FOUND');
    const long = await api.gql(INSIGHT, { occupation: 'x'.repeat(500) });
    expect(long.status).toBe(200);
    expect(errorOf(long).extensions.code).toBe('BAD_USER_INPUT');
    expect(findPrefectureBySlug('tokyo')).toBeDefined();
  });

  it('is cached: asking again sends no SQL', async () => {
    await api.gql(INSIGHT, { occupation: 'car_mechanic', prefecture: 'osaka' });
    api.statements.reset();
    await api.gql(INSIGHT, { occupation: 'car_mechanic', prefecture: 'osaka' });
    expect(api.statements.count).toBe(0);
  });
});
