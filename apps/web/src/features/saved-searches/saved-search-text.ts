import { HiringType, JobShiftCondition, JobSort, SalaryOption } from '@jobsite/domain/enums';
import { formatManYen, formatYenRange } from '@jobsite/domain/formatters';
import type { SavedSearchPlace } from './conditions';

/** The conditions of a saved search in one line: 'ドライバー／東京都／大型／正社員／新着順'. */
export function conditionsText(search: SavedSearchPlace): string {
  const parts = search.keyword ? [`「${search.keyword}」`] : [];
  parts.push(search.occupation.name);
  if (search.prefecture) parts.push(search.prefecture.name);
  if (search.municipality) parts.push(search.municipality.name);
  for (const municipality of search.moreMunicipalities) parts.push(municipality.name);
  if (search.feature) parts.push(search.feature.name);
  for (const feature of search.moreFeatures) parts.push(feature.name);
  for (const type of search.hiringTypes) parts.push(HiringType.labels[type]);
  if (search.shift) parts.push(JobShiftCondition.labels[search.shift]);
  if (search.minimumMonthlySalary !== null) {
    parts.push(`月給${formatManYen(search.minimumMonthlySalary)}以上`);
  }
  if (search.minimumAnnualSalary !== null) {
    parts.push(`年収${formatManYen(search.minimumAnnualSalary)}以上`);
  }
  parts.push(JobSort.labels[search.sortType]);
  return parts.join('／');
}

/** '月給 250,000円〜' as job cards show it. */
export function salaryText(job: {
  salaryOption: SalaryOption;
  lowestSalary: number;
  highestSalary?: number | null;
}): string {
  return `${SalaryOption.labels[job.salaryOption]} ${formatYenRange(job.lowestSalary, job.highestSalary)}`;
}
