import { SalaryOption } from '@jobsite/domain/enums';
import { formatWorkingTime, formatYenRange } from '@jobsite/domain/formatters';
import { findPrefectureByCode } from '@jobsite/domain/masters';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobDetails, type jobs, workingTimes } from '../../db/schema';
import { findMunicipality } from '../masters/lookups';

type Executor = Pick<Database, 'select'>;

/** What a scout says of its job's terms: always the job's own (decision 0043). */
export interface ScoutJobTerms {
  salary: string;
  workingTime: string | null;
  holiday: string | null;
  welfare: string | null;
  location: string;
}

/**
 * The job's salary, hours, holidays, welfare and place as a scout shows them, worded as the
 * job page's summary words them. The place stops at the municipality: a street address names
 * the company as surely as its name does (a scout may hide the company's name).
 */
export async function scoutJobTerms(
  db: Executor,
  job: typeof jobs.$inferSelect,
): Promise<ScoutJobTerms> {
  const [detail] = await db
    .select({ holiday: jobDetails.holidayOption, welfare: jobDetails.welfareOption })
    .from(jobDetails)
    .where(eq(jobDetails.jobId, job.id));
  const times = await db
    .select({ attendance: workingTimes.attendanceTime, leave: workingTimes.leaveTime })
    .from(workingTimes)
    .where(eq(workingTimes.jobId, job.id))
    .orderBy(asc(workingTimes.position));
  const prefecture = findPrefectureByCode(job.prefectureCode)?.name ?? '';
  const municipality = findMunicipality(job.municipalityCode)?.name ?? '';
  return {
    salary: `${SalaryOption.labels[job.salaryOption]} ${formatYenRange(job.lowestSalary, job.highestSalary)}`,
    workingTime:
      times.length > 0
        ? times.map((t) => formatWorkingTime(t.attendance, t.leave)).join(' / ')
        : null,
    holiday: detail?.holiday || null,
    welfare: detail?.welfare || null,
    location: `${prefecture}${municipality}`,
  };
}
