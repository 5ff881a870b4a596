import { graphql } from '@/graphql/generated';
import { cachedQueryOrNull, REVALIDATE } from '@/lib/graphql/server';

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
    { revalidate: REVALIDATE.jobs, tags: ['jobs', 'salary'] },
  );
  return data?.salaryInsight ?? null;
}

export type SalaryInsightData = NonNullable<Awaited<ReturnType<typeof loadSalaryInsight>>>;
