import type { OccupationMaster, PrefectureMaster } from '@jobsite/domain/masters';
import type { Metadata } from 'next';
import { paths } from '@/lib/paths';
import type { SalaryInsightData } from './salary-data';
import { manYen } from './salary-format';

export function salaryHeading(occupation: OccupationMaster, prefecture?: PrefectureMaster): string {
  return prefecture
    ? `${prefecture.name}の${occupation.name}の給与相場`
    : `${occupation.name}の給与相場`;
}

/** Title, description and canonical URL; a page without figures is not indexed. */
export function salaryMetadata(
  occupation: OccupationMaster,
  prefecture: PrefectureMaster | undefined,
  insight: SalaryInsightData | null,
): Metadata {
  const heading = salaryHeading(occupation, prefecture);
  const statistics = insight?.statistics;
  const description =
    statistics && statistics.jobCount > 0
      ? `${heading}。掲載中の求人${statistics.jobCount}件の月給の中央値は${manYen(statistics.median)}、中央の半数は${manYen(statistics.firstQuartile)}〜${manYen(statistics.thirdQuartile)}です。月給の分布や免許・資格など特徴別の違いも紹介します。`
      : `${heading}。掲載中の求人から月給の分布と中央値を紹介します。`;
  return {
    title: `${heading}｜月給の分布・中央値`,
    description,
    alternates: {
      canonical: paths.salary(occupation.occupationNameEn, prefecture?.prefectureEnName),
    },
    ...(statistics && statistics.jobCount > 0 ? {} : { robots: { index: false } }),
  };
}
