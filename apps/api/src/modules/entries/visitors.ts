import type { AttributionInput, visitorProfileSchema } from '@jobsite/domain/validators';
import type { z } from 'zod';
import type { Transaction } from '../../db';
import { visitors } from '../../db/schema';
import { newConversionId } from '../conversions/ids';
import { isOccupation, isQualification, requireKnownIds } from '../member-inputs';
import { attributionValues } from './service';

export type VisitorRow = typeof visitors.$inferSelect;
type VisitorProfile = z.output<typeof visitorProfileSchema>;

/** Unknown master ids in a visitor profile are BAD_USER_INPUT (paths under `profile`). */
export function checkVisitorProfile(profile: VisitorProfile): void {
  requireKnownIds(profile.qualificationIds, isQualification, 'profile.qualificationIds');
  requireKnownIds(profile.desiredOccupationIds, isOccupation, 'profile.desiredOccupationIds');
}

/** Saves a visitor's profile under a new conversion id. */
export async function createVisitor(
  tx: Transaction,
  profile: VisitorProfile,
  conversionSource: VisitorRow['conversionSource'],
  attribution: AttributionInput | null | undefined,
): Promise<VisitorRow> {
  const [row] = await tx
    .insert(visitors)
    .values({
      conversionId: newConversionId(),
      name: profile.name,
      furigana: profile.furigana ?? null,
      birthYear: profile.birthYear,
      gender: profile.gender ?? null,
      zipCode: profile.zipCode,
      prefectureCode: profile.prefectureId ?? null,
      addressLine: profile.addressLine || null,
      phoneNumber: profile.phoneNumber,
      email: profile.email || null,
      employmentStatus: profile.employmentStatus ?? null,
      desiredJobChangeTiming: profile.desiredJobChangeTiming ?? null,
      qualificationIds: profile.qualificationIds ?? [],
      desiredOccupationIds: profile.desiredOccupationIds ?? [],
      contactMethod: profile.contactMethod ?? null,
      conversionSource,
      ...attributionValues(attribution),
    })
    .returning();
  return row!;
}
