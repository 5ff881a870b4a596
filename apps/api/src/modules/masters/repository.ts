import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobs, trademarks } from '../../db/schema';

export type TrademarkRow = typeof trademarks.$inferSelect;

export async function findTrademark(db: Database, id: number): Promise<TrademarkRow | undefined> {
  const [row] = await db.select().from(trademarks).where(eq(trademarks.id, id));
  return row;
}

/**
 * Open public jobs per municipality, for the codes asked (absent codes have none): a visitor's
 * total of a search of the municipality (docs/decisions/0028).
 */
export async function countPublishedJobsByMunicipality(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: jobs.municipalityCode, n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.isPublished, true),
        eq(jobs.isHiring, true),
        not(jobs.isMemberOnly),
        inArray(jobs.municipalityCode, [...codes]),
      ),
    )
    .groupBy(jobs.municipalityCode);
  return new Map(rows.map((row) => [row.code ?? '', Number(row.n)]));
}
