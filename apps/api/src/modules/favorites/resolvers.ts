import { PAGE_SIZES } from '@jobsite/domain/constants';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { and, eq } from 'drizzle-orm';
import { favorites } from '../../db/schema';
import { notFound, parseId, parsePageArgs } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import { offsetOf, toPage } from '../../graphql/pagination';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import type { JobRow } from '../jobs/repository';
import { echo, forgetMember, parseInput } from '../member-inputs';
import {
  countFavoritesOf,
  lockMember,
  MAX_FAVORITES,
  pageOfSavedJobIds,
  publishedAmong,
  savedJobIds,
  saveJobs,
} from './repository';

async function jobsInOrder(context: ApiContext, ids: readonly number[]): Promise<JobRow[]> {
  const rows = await context.loaders.jobs.byId.loadMany(ids);
  return rows.filter((row): row is JobRow => row !== null && !(row instanceof Error));
}

/** Saved jobs of a member (気になる), at most MAX_FAVORITES; spec §4, §5. */
export const favoriteResolvers: Resolvers = {
  Query: {
    favoriteJobs: async (_root, args, context) => {
      const { page, per } = parsePageArgs(args, PAGE_SIZES.favoriteJobs);
      const member = await context.auth.member();
      const [ids, totalCount] = await Promise.all([
        pageOfSavedJobIds(context.db, member.id, per, offsetOf(page, per)),
        context.loaders.members.profile.favoriteCount.load(member.id),
      ]);
      return toPage(await jobsInOrder(context, ids), totalCount, page, per);
    },
  },

  Mutation: {
    addFavorite: async (_root, args, context) => {
      const jobId = parseId(args.input.jobId, 'jobId');
      const member = await context.auth.member();
      const favoriteJobCount = await context.db.transaction(async (tx) => {
        if (!(await publishedAmong(tx, [jobId])).has(jobId)) throw notFound();
        await lockMember(tx, member.id);
        if ((await savedJobIds(tx, member.id, [jobId])).has(jobId)) {
          return countFavoritesOf(tx, member.id);
        }
        if ((await countFavoritesOf(tx, member.id)) >= MAX_FAVORITES) {
          throw new DomainError(ErrorCode.FAVORITE_LIST_FULL);
        }
        await saveJobs(tx, member.id, [jobId]);
        return countFavoritesOf(tx, member.id);
      });
      forgetMember(context);
      const job = await context.loaders.jobs.byId.load(jobId);
      if (!job) throw notFound();
      return { ...echo(args.input), job, favoriteJobCount };
    },

    removeFavorite: async (_root, args, context) => {
      const jobId = parseId(args.input.jobId, 'jobId');
      const member = await context.auth.member();
      await context.db
        .delete(favorites)
        .where(and(eq(favorites.endUserId, member.id), eq(favorites.jobId, jobId)));
      forgetMember(context);
      return {
        ...echo(args.input),
        jobId: String(jobId),
        favoriteJobCount: await countFavoritesOf(context.db, member.id),
      };
    },

    addFavorites: async (_root, args, context) => {
      const input = parseInput('addFavorites', args.input);
      const member = await context.auth.member();
      const saved = await context.db.transaction(async (tx) => {
        await saveJobs(tx, member.id, input.jobIds);
        return savedJobIds(tx, member.id, input.jobIds);
      });
      forgetMember(context);
      return {
        ...echo(args.input),
        jobs: await jobsInOrder(
          context,
          input.jobIds.filter((id) => saved.has(id)),
        ),
        favoriteJobCount: await countFavoritesOf(context.db, member.id),
      };
    },
  },
};

/**
 * `Job.isFavorited` for members. The catalogue answers it for visitors (false); this
 * replaces that resolver (src/graphql/resolvers.ts) and answers it for both.
 */
export const favoriteJobFields: Resolvers = {
  Job: {
    isFavorited: async (job, _args, context) => {
      if (!context.uid) return false;
      const member = await context.auth.memberOrNull();
      if (!member) return false;
      return (await context.loaders.members.favorites.savedJobIds.load(member.id)).has(job.id);
    },
  },
};
