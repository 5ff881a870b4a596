import {
  ALL_QUALIFICATIONS,
  findCarById,
  findOccupationById,
  findOccupationCategoryById,
  findParticularConditionById,
  findPrefectureByCode,
  findQualificationById,
  findWorkplaceStrengthById,
  type NamedOption,
  OCCUPATION_CATEGORIES,
  OCCUPATIONS,
} from '@jobsite/domain/masters';
import { VALIDATION_MESSAGES as M, opaqueKeySchema } from '@jobsite/domain/validators';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { entries } from '../../db/schema';
import { parseArg, recordIdSchema } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import {
  type CareerSheetSnapshot,
  jobHistoryModel,
  type ResumeSnapshot,
  settingOf,
} from './models';
import { findMemberByConversionId, type MemberRow } from './repository';

const namedOption = (option: NamedOption) => ({ id: String(option.id), name: option.name });

function known<T>(ids: readonly number[], find: (id: number) => T | undefined): T[] {
  return ids.flatMap((id) => {
    const found = find(id);
    return found ? [found] : [];
  });
}

/** An optional occupation-category filter argument (Signup, Inquiry). */
export function parseCategoryFilter(
  value: readonly string[] | null | undefined,
  name: string,
): Set<number> | undefined {
  if (value === null || value === undefined) return undefined;
  const ids = parseArg(z.array(recordIdSchema, { error: M.invalid }).max(100), value, name);
  return ids.length > 0 ? new Set(ids) : undefined;
}

/** Qualifications and desired occupations of the forms, of some categories or all. */
export function formOptions(categories: Set<number> | undefined) {
  return {
    qualifications: categories
      ? ALL_QUALIFICATIONS.filter((q) => q.occupationCategoryIds.some((id) => categories.has(id)))
      : [...ALL_QUALIFICATIONS],
    desiredOccupations: categories
      ? OCCUPATIONS.filter((o) => categories.has(o.occupationCategoryId))
      : [...OCCUPATIONS],
  };
}

/** A conversion id argument (links in emails, LINE callbacks). */
export const conversionIdSchema = opaqueKeySchema('リンクが正しくありません');

async function qualificationsOf(member: MemberRow, context: ApiContext) {
  const rows = await context.loaders.members.profile.qualificationIds.load(member.id);
  return known(
    rows.map((row) => row.qualificationId),
    findQualificationById,
  );
}

async function jobHistoriesOf(member: MemberRow, context: ApiContext) {
  return (await context.loaders.members.profile.jobHistories.load(member.id)).map(jobHistoryModel);
}

export const memberResolvers: Resolvers = {
  Query: {
    endUserViewer: (_root, _args, context) => context.auth.member(),
    user: (_root, _args, context) => context.auth.memberOrNull(),
    personality: async (_root, _args, context) => {
      const member = await context.auth.member();
      return context.loaders.members.profile.personality.load(member.id);
    },
    requirements: async (_root, _args, context) => {
      const member = await context.auth.member();
      const row = await context.loaders.members.profile.requirements.load(member.id);
      return row ? { row, desiredJobChangeTiming: member.desiredJobChangeTiming } : null;
    },
    isMember: async (_root, args, context) => {
      const conversionId = parseArg(conversionIdSchema, args.conversionId, 'conversionId');
      return (await findMemberByConversionId(context.db, conversionId)) !== undefined;
    },
    Signup: (_root, args) =>
      formOptions(parseCategoryFilter(args.occupationCategoryIds, 'occupationCategoryIds')),
    MySetting: async (_root, _args, context) => {
      const member = await context.auth.member();
      return { setting: settingOf(member), occupationCategories: [...OCCUPATION_CATEGORIES] };
    },
  },

  EndUser: {
    id: (member) => member.uid,
    prefecture: (member) => findPrefectureByCode(member.prefectureCode) ?? null,
    detail: (member) => ({
      numberOfDependents: member.numberOfDependents,
      hasSpouse: member.hasSpouse,
    }),
    qualifications: (member, _args, context) => qualificationsOf(member, context),
    jobHistories: (member, _args, context) => jobHistoriesOf(member, context),
    educationalBackground: async (member, _args, context) => {
      const row = await context.loaders.members.profile.educationalBackground.load(member.id);
      if (!row) return null;
      const { endUserId: _m, ...background } = row;
      return background;
    },
    occupations: async (member, _args, context) => {
      const rows = await context.loaders.members.profile.occupationIds.load(member.id);
      return known(
        rows.map((row) => row.occupationId),
        findOccupationById,
      );
    },
    personality: (member, _args, context) =>
      context.loaders.members.profile.personality.load(member.id),
    requirements: async (member, _args, context) => {
      const row = await context.loaders.members.profile.requirements.load(member.id);
      return row ? { row, desiredJobChangeTiming: member.desiredJobChangeTiming } : null;
    },
    resumes: (member, _args, context) => context.loaders.members.profile.resumes.load(member.id),
    careerSheets: (member, _args, context) =>
      context.loaders.members.profile.careerSheets.load(member.id),
    setting: (member) => settingOf(member),
    favoriteJobCount: (member, _args, context) =>
      context.loaders.members.profile.favoriteCount.load(member.id),
    enteredJobIds: async (member, _args, context) => {
      const rows = await context.db
        .selectDistinct({ jobId: entries.jobId })
        .from(entries)
        .where(eq(entries.endUserId, member.id))
        .orderBy(asc(entries.jobId));
      return rows.map((row) => String(row.jobId));
    },
    messageCount: (member, _args, context) =>
      context.loaders.members.profile.unreadMessageCount.load(member.id),
    unreadNoticeCount: (member, _args, context) =>
      context.loaders.members.profile.unreadNoticeCount.load(member.id),
  },

  JobHistory: {
    id: (history) => String(history.id),
    occupation: (history) => findOccupationById(history.occupationId) ?? null,
  },

  DesiredOccupation: {
    id: (occupation) => String(occupation.id),
    occupationCategory: (occupation) =>
      findOccupationCategoryById(occupation.occupationCategoryId)!,
  },

  Requirements: {
    desiredJobChangeTiming: (model) => model.desiredJobChangeTiming,
    desiredWorkingHours: (model) => model.row.desiredWorkingHours,
    salaryRange: (model) => ({ lowest: model.row.salaryLowest, highest: model.row.salaryHighest }),
    desiredCars: (model) => known(model.row.desiredCarIds, findCarById).map(namedOption),
    desiredParticularConditions: (model) =>
      known(model.row.desiredParticularConditionIds, findParticularConditionById).map(namedOption),
    desiredWorkplaceStrengths: (model) =>
      known(model.row.desiredWorkplaceStrengthIds, findWorkplaceStrengthById).map(namedOption),
  },

  Setting: {
    scoutAllowOccupationCategoryIds: (setting) =>
      setting.scoutAllowOccupationCategoryIds.map(String),
    isReceiveScout: (setting) => setting.scoutStatus === 'receiving',
  },

  Resume: {
    id: (resume) => String(resume.id),
    userName: (resume) => (resume.snapshot as ResumeSnapshot).userName,
    gender: (resume) => (resume.snapshot as ResumeSnapshot).gender,
    birthYear: (resume) => (resume.snapshot as ResumeSnapshot).birthYear,
    zipCode: (resume) => (resume.snapshot as ResumeSnapshot).zipCode,
    numberOfDependents: (resume) => (resume.snapshot as ResumeSnapshot).numberOfDependents,
    hasSpouse: (resume) => (resume.snapshot as ResumeSnapshot).hasSpouse,
    jobHistories: (resume) => (resume.snapshot as ResumeSnapshot).jobHistories,
    qualifications: (resume) =>
      known((resume.snapshot as ResumeSnapshot).qualificationIds, findQualificationById),
    education: (resume) => (resume.snapshot as ResumeSnapshot).education,
    address: (resume) => ({
      postalCode: resume.postalCode,
      prefectureId: resume.prefectureCode === null ? null : String(resume.prefectureCode),
      prefectureName:
        resume.prefectureCode === null
          ? null
          : (findPrefectureByCode(resume.prefectureCode)?.name ?? null),
      municipality: resume.municipality,
      line: resume.addressLine,
    }),
  },

  CareerSheet: {
    id: (sheet) => String(sheet.id),
    jobHistories: (sheet) => (sheet.snapshot as CareerSheetSnapshot).jobHistories,
    qualifications: (sheet) =>
      known((sheet.snapshot as CareerSheetSnapshot).qualificationIds, findQualificationById),
  },
};
