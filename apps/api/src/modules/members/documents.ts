import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import {
  careerSheets,
  educationalBackgrounds,
  endUserQualifications,
  jobHistories,
  resumes,
} from '../../db/schema';
import { notFound, parseId } from '../../graphql/args';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { echo, forgetMember, parseInput } from '../member-inputs';
import {
  type CareerSheetSnapshot,
  type JobHistoryModel,
  jobHistoryModel,
  type ResumeSnapshot,
} from './models';
import type { MemberRow } from './repository';

/** The profile parts a document copies, read in the document's transaction. */
async function profileParts(
  tx: Transaction,
  memberId: number,
): Promise<{
  jobHistories: JobHistoryModel[];
  qualificationIds: number[];
}> {
  // One after the other: a transaction is one connection.
  const histories = await tx
    .select()
    .from(jobHistories)
    .where(eq(jobHistories.endUserId, memberId))
    .orderBy(asc(jobHistories.position), asc(jobHistories.id));
  const qualifications = await tx
    .select({ id: endUserQualifications.qualificationId })
    .from(endUserQualifications)
    .where(eq(endUserQualifications.endUserId, memberId))
    .orderBy(asc(endUserQualifications.qualificationId));
  return {
    jobHistories: histories.map(jobHistoryModel),
    qualificationIds: qualifications.map((row) => row.id),
  };
}

async function resumeSnapshot(tx: Transaction, member: MemberRow): Promise<ResumeSnapshot> {
  const parts = await profileParts(tx, member.id);
  const [education] = await tx
    .select()
    .from(educationalBackgrounds)
    .where(eq(educationalBackgrounds.endUserId, member.id));
  const { endUserId: _m, ...background } = education ?? { endUserId: 0 };
  return {
    userName: member.name,
    gender: member.gender,
    birthYear: member.birthYear,
    zipCode: member.zipCode,
    numberOfDependents: member.numberOfDependents,
    hasSpouse: member.hasSpouse,
    ...parts,
    education: education ? (background as ResumeSnapshot['education']) : null,
  };
}

/**
 * Resumes and career sheets: made from the profile at the time (a snapshot), removed only by
 * their owner; another member's id answers NOT_FOUND.
 */
export const documentResolvers: Resolvers = {
  Mutation: {
    createResume: async (_root, args, context) => {
      const input = parseInput('createResume', args.input);
      const member = await context.auth.member();
      const resume = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(resumes)
          .values({
            endUserId: member.id,
            name: input.name,
            reason: input.reason || null,
            snapshot: await resumeSnapshot(tx, member),
          })
          .returning();
        return row!;
      });
      forgetMember(context);
      return { ...echo(args.input), resume };
    },

    removeResume: async (_root, args, context) => {
      const id = parseId(args.input.id);
      const member = await context.auth.member();
      const removed = await context.db
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.endUserId, member.id)))
        .returning({ id: resumes.id, photoKey: resumes.photoKey });
      if (removed.length === 0) throw notFound();
      const photoKey = removed[0]?.photoKey;
      if (photoKey) await context.services.storage.delete(photoKey).catch(() => {});
      forgetMember(context);
      return { ...echo(args.input), resumeId: String(id) };
    },

    createCareerSheet: async (_root, args, context) => {
      const input = parseInput('createCareerSheet', args.input);
      const member = await context.auth.member();
      const careerSheet = await context.db.transaction(async (tx) => {
        const snapshot: CareerSheetSnapshot = await profileParts(tx, member.id);
        const [row] = await tx
          .insert(careerSheets)
          .values({
            endUserId: member.id,
            name: input.name,
            summary: input.summary || null,
            snapshot,
          })
          .returning();
        return row!;
      });
      forgetMember(context);
      return { ...echo(args.input), careerSheet };
    },

    updateResume: async (_root, args, context) => {
      const input = parseInput('updateResume', args.input);
      const member = await context.auth.member();
      const resume = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .update(resumes)
          .set({
            name: input.name,
            reason: input.reason || null,
            hopes: input.hopes || null,
            nameKana: input.nameKana ?? null,
            birthDate: input.birthDate ?? null,
            postalCode: input.postalCode ?? null,
            prefectureCode: input.prefectureId ?? null,
            municipality: input.municipality || null,
            addressLine: input.addressLine || null,
            ...(input.refreshProfile ? { snapshot: await resumeSnapshot(tx, member) } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(resumes.id, input.id), eq(resumes.endUserId, member.id)))
          .returning();
        return row;
      });
      if (!resume) throw notFound();
      forgetMember(context);
      return { ...echo(args.input), resume };
    },

    updateCareerSheet: async (_root, args, context) => {
      const input = parseInput('updateCareerSheet', args.input);
      const member = await context.auth.member();
      const careerSheet = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .update(careerSheets)
          .set({
            name: input.name,
            summary: input.summary || null,
            ...(input.refreshProfile ? { snapshot: await profileParts(tx, member.id) } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(careerSheets.id, input.id), eq(careerSheets.endUserId, member.id)))
          .returning();
        return row;
      });
      if (!careerSheet) throw notFound();
      forgetMember(context);
      return { ...echo(args.input), careerSheet };
    },

    removeCareerSheet: async (_root, args, context) => {
      const id = parseId(args.input.id);
      const member = await context.auth.member();
      const removed = await context.db
        .delete(careerSheets)
        .where(and(eq(careerSheets.id, id), eq(careerSheets.endUserId, member.id)))
        .returning({ id: careerSheets.id });
      if (removed.length === 0) throw notFound();
      forgetMember(context);
      return { ...echo(args.input), careerSheetId: String(id) };
    },
  },
};
