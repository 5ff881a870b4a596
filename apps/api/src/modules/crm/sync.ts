import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { endUserOccupations, endUserQualifications, type visitors } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import type { MemberRow } from '../members/repository';
import { type CrmJobSeeker, splitName } from './crm-client';

type VisitorRow = typeof visitors.$inferSelect;

async function memberRecord(db: Database, member: MemberRow): Promise<CrmJobSeeker> {
  const [occupations, qualifications] = await Promise.all([
    db
      .select({ id: endUserOccupations.occupationId })
      .from(endUserOccupations)
      .where(eq(endUserOccupations.endUserId, member.id)),
    db
      .select({ id: endUserQualifications.qualificationId })
      .from(endUserQualifications)
      .where(eq(endUserQualifications.endUserId, member.id)),
  ]);
  return {
    conversionId: member.conversionId,
    name: member.name,
    ...splitName(member.name),
    birthYear: member.birthYear,
    gender: member.gender,
    zipCode: member.zipCode,
    phoneNumber: member.phoneNumber,
    employmentStatus: member.employmentStatus,
    occupationIds: occupations.map((row) => row.id),
    qualificationIds: qualifications.map((row) => row.id),
  };
}

function visitorRecord(visitor: VisitorRow): CrmJobSeeker {
  return {
    conversionId: visitor.conversionId,
    name: visitor.name,
    ...splitName(visitor.name),
    birthYear: visitor.birthYear,
    gender: visitor.gender,
    zipCode: visitor.zipCode,
    phoneNumber: visitor.phoneNumber,
    employmentStatus: visitor.employmentStatus,
    occupationIds: visitor.desiredOccupationIds,
    qualificationIds: visitor.qualificationIds,
  };
}

/**
 * Tells the CRM about a member or visitor after their change was committed. The change
 * stands whatever the CRM answers: a failure is logged for the sales team's resync, never
 * shown to the job seeker (their data is saved).
 */
export async function syncToCrm(
  context: Pick<ApiContext, 'db' | 'services' | 'log'>,
  who: { member: MemberRow } | { visitor: VisitorRow },
): Promise<void> {
  try {
    const record =
      'member' in who ? await memberRecord(context.db, who.member) : visitorRecord(who.visitor);
    await context.services.crm.upsertJobSeeker(record);
  } catch (error) {
    context.log.warn({ err: error }, 'CRM sync failed; the change is saved');
  }
}
