import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db';
import { entries, scoutInquiries, visitors } from '../../db/schema';

/** A visitor's submission as the companies' side (the operator CLI) reads it. */
export interface VisitorSummary {
  id: number;
  conversionId: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  conversionSource: string;
  createdAt: Date;
  entries: { id: number; jobId: number; scoutId: number | null }[];
  scoutInquiries: { id: number; scoutId: number }[];
}

/**
 * Visitors who gave this phone number or email (the company reaches them by these), newest
 * first, each with the entries or scout inquiry they made.
 */
export async function findVisitorsByContact(
  db: Database,
  contact: { phoneNumber?: string | undefined; email?: string | undefined },
  limit: number,
): Promise<VisitorSummary[]> {
  const conditions = [
    contact.phoneNumber === undefined ? undefined : eq(visitors.phoneNumber, contact.phoneNumber),
    contact.email === undefined ? undefined : eq(visitors.email, contact.email),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select()
    .from(visitors)
    .where(or(...conditions))
    .orderBy(desc(visitors.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [entryRows, inquiryRows] = await Promise.all([
    db
      .select({
        id: entries.id,
        visitorId: entries.visitorId,
        jobId: entries.jobId,
        scoutId: entries.scoutId,
      })
      .from(entries)
      .where(inArray(entries.visitorId, ids))
      .orderBy(asc(entries.id)),
    db
      .select({
        id: scoutInquiries.id,
        visitorId: scoutInquiries.visitorId,
        scoutId: scoutInquiries.scoutId,
      })
      .from(scoutInquiries)
      .where(inArray(scoutInquiries.visitorId, ids))
      .orderBy(asc(scoutInquiries.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    conversionId: row.conversionId,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    conversionSource: row.conversionSource,
    createdAt: row.createdAt,
    entries: entryRows
      .filter((entry) => entry.visitorId === row.id)
      .map(({ id, jobId, scoutId }) => ({ id, jobId, scoutId })),
    scoutInquiries: inquiryRows
      .filter((inquiry) => inquiry.visitorId === row.id)
      .map(({ id, scoutId }) => ({ id, scoutId })),
  }));
}
