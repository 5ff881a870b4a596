import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SalaryIndexView } from '@/features/salary-insight/SalaryIndexView';
import { SalaryInsightView } from '@/features/salary-insight/SalaryInsightView';
import { loadSalaryInsight } from '@/features/salary-insight/salary-data';
import { salaryMetadata } from '@/features/salary-insight/salary-metadata';
import { parseSalaryRoute } from '@/features/salary-insight/salary-route';
import { paths } from '@/lib/paths';

/**
 * Salary insight: `/salary/`, `/salary/{occupation}` and
 * `/salary/{occupation}/{prefecture}/`, apart from the list routes. Rendered on the first
 * request and then served from the cache (ISR), like the lists (decision 0013).
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ segments: string[] }> {
  return [];
}

type Props = { params: Promise<{ segments?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseSalaryRoute((await params).segments);
  if (!route) return {};
  if (route.kind === 'index') {
    return {
      title: '職種別の給与相場',
      description:
        'ドライバー・建設・技能職など職種ごとに、掲載中の求人の月給の中央値や分布、免許・資格による違いを紹介します。',
      alternates: { canonical: paths.salary() },
    };
  }
  const insight = await loadSalaryInsight(
    route.occupation.occupationNameEn,
    route.prefecture?.prefectureEnName,
  );
  return salaryMetadata(route.occupation, route.prefecture, insight);
}

export default async function SalaryPage({ params }: Props) {
  const route = parseSalaryRoute((await params).segments);
  if (!route) notFound();
  if (route.kind === 'index') return <SalaryIndexView />;
  const insight = await loadSalaryInsight(
    route.occupation.occupationNameEn,
    route.prefecture?.prefectureEnName,
  );
  if (!insight) notFound();
  return (
    <SalaryInsightView
      occupation={route.occupation}
      {...(route.prefecture ? { prefecture: route.prefecture } : {})}
      insight={insight}
    />
  );
}
