import { DomainError } from '@jobsite/domain/errors';
import {
  ALL_CARS,
  ALL_PARTICULAR_CONDITIONS,
  ALL_WORKPLACE_STRENGTHS,
} from '@jobsite/domain/masters';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  educationalBackgrounds,
  endUsers,
  jobHistories,
  personalities,
  requirements,
} from '../../db/schema';
import { notFound } from '../../graphql/args';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { syncToCrm } from '../crm/sync';
import { isUniqueViolation } from '../db-errors';
import {
  echo,
  forgetMember,
  isOccupation,
  isQualification,
  parseInput,
  requireKnownIds,
} from '../member-inputs';
import { basicProfileColumns, jobHistoryModel } from './models';
import { replaceOccupations, replaceQualifications, updateMember } from './repository';

const TAKEN_EMAIL = 'このメールアドレスは既に使われています';
const TAKEN_PHONE = 'この電話番号は既に使われています';
const NOT_VERIFIED_EMAIL =
  'メールアドレスの変更が確認できませんでした。もう一度ログインしてお試しください';
const NOT_VERIFIED_PHONE =
  '電話番号の変更が確認できませんでした。もう一度ログインしてお試しください';

const hasId = (list: readonly { id: number }[]) => {
  const ids = new Set(list.map((option) => option.id));
  return (id: number) => ids.has(id);
};

/** The member's own writes to the profile: each in one transaction, scoped to their id. */
export const profileResolvers: Resolvers = {
  Mutation: {
    updateUserBasicInformation: async (_root, args, context) => {
      const input = parseInput('updateUserBasicInformation', args.input);
      const member = await context.auth.member();
      const user = await updateMember(context.db, member.id, {
        ...basicProfileColumns(input),
        numberOfDependents: input.numberOfDependents ?? null,
        hasSpouse: input.hasSpouse ?? null,
      });
      forgetMember(context);
      await syncToCrm(context, { member: user });
      return { ...echo(args.input), user };
    },

    updateUserEmail: async (_root, args, context) => {
      const input = parseInput('updateUserEmail', args.input);
      const identity = await context.auth.identity();
      const member = await context.auth.member();
      // The BFF changed the email at the identity provider first; the token must say so.
      if (identity.email !== input.email) {
        throw DomainError.badUserInput({ email: NOT_VERIFIED_EMAIL });
      }
      try {
        const user = await updateMember(context.db, member.id, { email: input.email });
        forgetMember(context);
        return { ...echo(args.input), user };
      } catch (error) {
        if (isUniqueViolation(error)) throw DomainError.badUserInput({ email: TAKEN_EMAIL });
        throw error;
      }
    },

    updateUserPhoneNumber: async (_root, args, context) => {
      const input = parseInput('updateUserPhoneNumber', args.input);
      const identity = await context.auth.identity();
      const member = await context.auth.member();
      // For a phone account the number is the sign-in id, changed at the provider first.
      if (member.authType === 'phone_number' && identity.phoneNumber !== input.phoneNumber) {
        throw DomainError.badUserInput({ phoneNumber: NOT_VERIFIED_PHONE });
      }
      try {
        const user = await updateMember(context.db, member.id, { phoneNumber: input.phoneNumber });
        forgetMember(context);
        await syncToCrm(context, { member: user });
        return { ...echo(args.input), user };
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw DomainError.badUserInput({ phoneNumber: TAKEN_PHONE });
        }
        throw error;
      }
    },

    updateUser: async (_root, args, context) => {
      const input = parseInput('updateUser', args.input);
      requireKnownIds(input.desiredOccupationIds, isOccupation, 'desiredOccupationIds');
      requireKnownIds(input.qualificationIds, isQualification, 'qualificationIds');
      const member = await context.auth.member();
      const user = await context.db.transaction(async (tx) => {
        if (input.desiredOccupationIds) {
          await replaceOccupations(tx, member.id, input.desiredOccupationIds);
        }
        if (input.qualificationIds) {
          await replaceQualifications(tx, member.id, input.qualificationIds);
        }
        return updateMember(tx, member.id, {
          ...(input.employmentStatus ? { employmentStatus: input.employmentStatus } : {}),
          ...(input.desiredJobChangeTiming
            ? { desiredJobChangeTiming: input.desiredJobChangeTiming }
            : {}),
          ...(input.lineUserId ? { lineUserId: input.lineUserId } : {}),
        });
      });
      forgetMember(context);
      await syncToCrm(context, { member: user });
      return { ...echo(args.input), user };
    },

    updateLastSessionAt: async (_root, args, context) => {
      const member = await context.auth.member();
      const [row] = await context.db
        .update(endUsers)
        .set({ lastSessionAt: sql`now()` })
        .where(eq(endUsers.id, member.id))
        .returning({ lastSessionAt: endUsers.lastSessionAt });
      forgetMember(context);
      return { ...echo(args.input), lastSessionAt: row?.lastSessionAt ?? new Date() };
    },

    saveEducationalBackground: async (_root, args, context) => {
      const input = parseInput('saveEducationalBackground', args.input);
      const member = await context.auth.member();
      const values = {
        education: input.education,
        schoolName: input.schoolName ?? null,
        graduationStatus: input.graduationStatus,
        graduationYear: input.graduationYear ?? null,
        graduationMonth: input.graduationMonth ?? null,
      };
      await context.db
        .insert(educationalBackgrounds)
        .values({ endUserId: member.id, ...values })
        .onConflictDoUpdate({ target: educationalBackgrounds.endUserId, set: values });
      forgetMember(context);
      return { ...echo(args.input), educationalBackground: values };
    },

    saveJobHistories: async (_root, args, context) => {
      const input = parseInput('saveJobHistories', args.input);
      input.jobHistories.forEach((history, index) => {
        if (history.occupationId != null && !isOccupation(history.occupationId)) {
          throw DomainError.badUserInput({
            [`jobHistories.${index}.occupationId`]: '選択してください',
          });
        }
      });
      const member = await context.auth.member();
      const saved = await context.db.transaction(async (tx) => {
        const own = new Set(
          (
            await tx
              .select({ id: jobHistories.id })
              .from(jobHistories)
              .where(eq(jobHistories.endUserId, member.id))
          ).map((row) => row.id),
        );
        // An id that is not one of the member's histories is not theirs to edit.
        for (const history of input.jobHistories) {
          if (history.id != null && !own.has(history.id)) throw notFound();
        }
        const kept = input.jobHistories.flatMap((h) => (h.id != null ? [h.id] : []));
        await tx
          .delete(jobHistories)
          .where(
            and(
              eq(jobHistories.endUserId, member.id),
              kept.length > 0 ? notInArray(jobHistories.id, kept) : undefined,
            ),
          );
        const rows = [];
        for (const [position, history] of input.jobHistories.entries()) {
          const values = {
            position,
            occupationId: history.occupationId ?? null,
            otherOccupationName: history.otherOccupationName || null,
            companyName: history.companyName,
            companyBusinessDetail: history.companyBusinessDetail || null,
            joinedYear: history.joinedYear,
            joinedMonth: history.joinedMonth,
            retiredYear: history.retiredYear ?? null,
            retiredMonth: history.retiredMonth ?? null,
            employmentType: history.employmentType,
            jobDescription: history.jobDescription || null,
          };
          const [row] =
            history.id != null
              ? await tx
                  .update(jobHistories)
                  .set(values)
                  .where(
                    and(eq(jobHistories.id, history.id), eq(jobHistories.endUserId, member.id)),
                  )
                  .returning()
              : await tx
                  .insert(jobHistories)
                  .values({ ...values, endUserId: member.id })
                  .returning();
          if (row) rows.push(row);
        }
        return rows;
      });
      forgetMember(context);
      return { ...echo(args.input), jobHistories: saved.map(jobHistoryModel) };
    },

    savePersonalityAndRequirements: async (_root, args, context) => {
      const input = parseInput('savePersonalityAndRequirements', args.input);
      const wishes = input.requirements;
      requireKnownIds(wishes?.desiredCarIds, hasId(ALL_CARS), 'requirements.desiredCarIds');
      requireKnownIds(
        wishes?.desiredParticularConditionIds,
        hasId(ALL_PARTICULAR_CONDITIONS),
        'requirements.desiredParticularConditionIds',
      );
      requireKnownIds(
        wishes?.desiredWorkplaceStrengthIds,
        hasId(ALL_WORKPLACE_STRENGTHS),
        'requirements.desiredWorkplaceStrengthIds',
      );
      const member = await context.auth.member();
      const result = await context.db.transaction(async (tx) => {
        let personality = null;
        if (input.personality) {
          const values = {
            experienceCompanyNum: input.personality.experienceCompanyNum ?? null,
            interestOrHobby: input.personality.interestOrHobby || null,
            speciality: input.personality.speciality || null,
            selfPr: input.personality.selfPr || null,
          };
          [personality] = await tx
            .insert(personalities)
            .values({ endUserId: member.id, ...values })
            .onConflictDoUpdate({
              target: personalities.endUserId,
              set: { ...values, updatedAt: sql`now()` },
            })
            .returning();
        } else {
          [personality] = await tx
            .select()
            .from(personalities)
            .where(eq(personalities.endUserId, member.id));
        }
        let row = null;
        let timing = member.desiredJobChangeTiming;
        if (wishes) {
          const values = {
            desiredWorkingHours: wishes.desiredWorkingHours ?? null,
            salaryLowest: wishes.salaryRange?.lowest ?? null,
            salaryHighest: wishes.salaryRange?.highest ?? null,
            desiredCarIds: wishes.desiredCarIds ?? [],
            desiredParticularConditionIds: wishes.desiredParticularConditionIds ?? [],
            desiredWorkplaceStrengthIds: wishes.desiredWorkplaceStrengthIds ?? [],
          };
          [row] = await tx
            .insert(requirements)
            .values({ endUserId: member.id, ...values })
            .onConflictDoUpdate({
              target: requirements.endUserId,
              set: { ...values, updatedAt: sql`now()` },
            })
            .returning();
          timing = wishes.desiredJobChangeTiming ?? null;
          await updateMember(tx, member.id, { desiredJobChangeTiming: timing });
        } else {
          [row] = await tx.select().from(requirements).where(eq(requirements.endUserId, member.id));
        }
        return {
          personality: personality ?? null,
          requirements: row ? { row, desiredJobChangeTiming: timing } : null,
        };
      });
      forgetMember(context);
      return { ...echo(args.input), ...result };
    },
  },
};
