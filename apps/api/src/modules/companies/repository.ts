import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '../../db';
import { companies, companyDetails, companyImages, jobs, offices } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyDetailRow = typeof companyDetails.$inferSelect;
export type CompanyImageRow = typeof companyImages.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;

export async function findCompaniesByIds(
  db: Database,
  ids: readonly number[],
): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

export async function findCompanyDetails(
  db: Database,
  companyIds: readonly number[],
): Promise<CompanyDetailRow[]> {
  return db
    .select()
    .from(companyDetails)
    .where(inArray(companyDetails.companyId, [...companyIds]));
}

export async function findCompanyImages(
  db: Database,
  companyIds: readonly number[],
): Promise<CompanyImageRow[]> {
  return db
    .select()
    .from(companyImages)
    .where(inArray(companyImages.companyId, [...companyIds]))
    .orderBy(asc(companyImages.companyId), asc(companyImages.position));
}

export async function findOfficesByIds(db: Database, ids: readonly number[]): Promise<OfficeRow[]> {
  return db
    .select()
    .from(offices)
    .where(inArray(offices.id, [...ids]));
}

/**
 * Published jobs per company. For a visitor member-only jobs are left out: they must not be
 * tied to their company.
 */
export async function countPublishedJobsByCompany(
  db: Database,
  companyIds: readonly number[],
  visitor: boolean,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ companyId: jobs.companyId, n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.isPublished, true),
        inArray(jobs.companyId, [...companyIds]),
        visitor ? not(jobs.isMemberOnly) : undefined,
      ),
    )
    .groupBy(jobs.companyId);
  return new Map(rows.map((row) => [row.companyId, Number(row.n)]));
}

/**
 * The companies of published jobs, each once, in the order of the jobs given; for a visitor
 * member-only jobs are skipped.
 */
export async function findCompanyIdsOfJobs(
  db: Database,
  jobIds: readonly number[],
  visitor: boolean,
): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ jobId: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(
      and(
        inArray(jobs.id, [...jobIds]),
        eq(jobs.isPublished, true),
        visitor ? not(jobs.isMemberOnly) : undefined,
      ),
    );
  const companyOfJob = new Map(rows.map((row) => [row.jobId, row.companyId]));
  const ordered = jobIds.flatMap((id) => {
    const companyId = companyOfJob.get(id);
    return companyId === undefined ? [] : [companyId];
  });
  return [...new Set(ordered)];
}
