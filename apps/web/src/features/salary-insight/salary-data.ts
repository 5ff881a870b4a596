import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQueryOrNull, REVALIDATE } from '@/lib/graphql/server';
import { paths } from '@/lib/paths';

const salaryInsightQuery = graphql(`
  query SalaryInsightPage($occupation: String!, $prefectureNameEn: String) {
    salaryInsight(occupation: $occupation, prefectureNameEn: $prefectureNameEn) {
      occupation {
        id
        name
        occupationNameEn
      }
      prefecture {
        id
        name
        prefectureEnName
      }
      statistics {
        jobCount
        average
        minimum
        firstQuartile
        median
        thirdQuartile
        maximum
      }
      histogram {
        lowerBound
        upperBound
        jobCount
      }
      byFeature {
        feature {
          id
          name
        }
        statistics {
          jobCount
          firstQuartile
          median
          thirdQuartile
        }
      }
      byPrefecture {
        prefecture {
          id
          name
          prefectureEnName
        }
        statistics {
          jobCount
          median
        }
      }
    }
  }
`);

/**
 * The salary insight of an occupation (optionally a prefecture): shared by every visitor and
 * cached like the job lists; null when the api does not know the occupation or place.
 */
export async function loadSalaryInsight(occupation: string, prefectureNameEn?: string) {
  const data = await cachedQueryOrNull(
    salaryInsightQuery,
    { occupation, prefectureNameEn: prefectureNameEn ?? null },
    { revalidate: REVALIDATE.jobs, tags: [CacheTag.jobs, CacheTag.salary] },
  );
  return data?.salaryInsight ?? null;
}

export type SalaryInsightData = NonNullable<Awaited<ReturnType<typeof loadSalaryInsight>>>;

/**
 * The salary pages of an occupation for the sitemap: the occupation's, and each prefecture's
 * that has figures; none when the occupation has no monthly-paid job yet.
 */
export async function salarySitemapPaths(occupation: string): Promise<string[]> {
  const insight = await loadSalaryInsight(occupation).catch(() => null);
  if (!insight || insight.statistics.jobCount === 0) return [];
  return [
    paths.salary(occupation),
    ...insight.byPrefecture.map((row) => paths.salary(occupation, row.prefecture.prefectureEnName)),
  ];
}
