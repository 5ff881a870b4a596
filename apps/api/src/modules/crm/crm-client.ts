import type { EmploymentStatus, Gender } from '@jobsite/domain/enums';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { crmRecords } from '../../db/schema';

/** A job seeker as the CRM (kintone) keeps them, keyed by conversion id (spec §3). */
export interface CrmJobSeeker {
  conversionId: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  birthYear: number | null;
  gender: Gender | null;
  zipCode: string | null;
  phoneNumber: string | null;
  employmentStatus: EmploymentStatus | null;
  occupationIds: number[];
  qualificationIds: number[];
}

/**
 * The CRM the sales team works in. The api tells it about every conversion (sign-up, entry,
 * inquiry) after the conversion is saved, and reads it back to prefill the scout inquiry
 * form (kintoneUser, Inquiry). A kintone REST client implements the same two calls; the
 * local one keeps the records in the `crm_records` table.
 */
export interface CrmClient {
  upsertJobSeeker(record: CrmJobSeeker): Promise<void>;
  findJobSeeker(conversionId: string): Promise<CrmJobSeeker | null>;
}

/** 'Yamada Taro' / '山田 太郎' → family and given name (a CRM keeps both). */
export function splitName(name: string | null): {
  lastName: string | null;
  firstName: string | null;
} {
  if (!name) return { lastName: null, firstName: null };
  const [last, ...rest] = name.trim().split(/[\s\u3000]+/);
  return { lastName: last ?? null, firstName: rest.length > 0 ? rest.join(' ') : null };
}

export class LocalCrmClient implements CrmClient {
  constructor(private readonly db: Database) {}

  async upsertJobSeeker(record: CrmJobSeeker): Promise<void> {
    const { conversionId, ...fields } = record;
    await this.db
      .insert(crmRecords)
      .values(record)
      .onConflictDoUpdate({
        target: crmRecords.conversionId,
        set: { ...fields, updatedAt: sql`now()` },
      });
  }

  async findJobSeeker(conversionId: string): Promise<CrmJobSeeker | null> {
    const [row] = await this.db
      .select()
      .from(crmRecords)
      .where(eq(crmRecords.conversionId, conversionId));
    if (!row) return null;
    const { createdAt: _c, updatedAt: _u, ...record } = row;
    return record;
  }
}
