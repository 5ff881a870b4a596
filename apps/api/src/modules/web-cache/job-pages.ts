import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobs, occupations } from '../../db/schema';
import { type JobPageRef, jobRevalidation, type WebPageCache } from './page-cache';

/**
 * Asks the web to render again the pages of jobs whose state committed (decision 0061).
 * Called after the change's transaction, never inside it: the web reads the new state, and a
 * slow or absent web holds no lock. Resolves to whether the web took it (false: none asked).
 */
export async function revalidateJobPages(
  db: Database,
  cache: WebPageCache | undefined,
  jobIds: readonly number[],
): Promise<boolean> {
  if (!cache || cache.name === 'none' || jobIds.length === 0) return false;
  const refs: JobPageRef[] = await db
    .select({ id: jobs.id, occupation: occupations.nameEn, companyId: jobs.companyId })
    .from(jobs)
    .innerJoin(occupations, eq(occupations.id, jobs.occupationId))
    .where(inArray(jobs.id, [...jobIds]));
  if (refs.length === 0) return false;
  return cache.revalidate(jobRevalidation(refs));
}
