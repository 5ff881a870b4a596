import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { endUserOccupations, endUserQualifications, type visitors } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import type { MemberRow } from '../members/repository';
import { type CrmJobSeeker, splitName } from './crm-client';

type VisitorRow = typeof visitors.$inferSelect;

/** The CRM's record of a job seeker, member or visitor: the person fields both rows carry. */
function jobSeekerRecord(
  person: Omit<CrmJobSeeker, 'firstName' | 'lastName' | 'occupationIds' | 'qualificationIds'>,
  occupationIds: readonly number[],
  qualificationIds: readonly number[],
): CrmJobSeeker {
  return {
    conversionId: person.conversionId,
    name: person.name,
    ...splitName(person.name),
    birthYear: person.birthYear,
    gender: person.gender,
    zipCode: person.zipCode,
    phoneNumber: person.phoneNumber,
    employmentStatus: person.employmentStatus,
    occupationIds: [...occupationIds],
    qualificationIds: [...qualificationIds],
  };
}

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
  return jobSeekerRecord(
    member,
    occupations.map((row) => row.id),
    qualifications.map((row) => row.id),
  );
}

const visitorRecord = (visitor: VisitorRow): CrmJobSeeker =>
  jobSeekerRecord(visitor, visitor.desiredOccupationIds, visitor.qualificationIds);

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
