import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { findFeatureById, findOccupationById, findPrefectureByCode } from '@jobsite/domain/masters';
import DataLoader from 'dataloader';
import { notFound, parseId, parseLimit } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { lockMember } from '../favorites/repository';
import type { JobRow } from '../jobs/repository';
import { featureModel, findMunicipality } from '../masters/lookups';
import { echo, parseInput } from '../member-inputs';
import { conditionsOf, defaultNameOf } from './conditions';
import {
  conditionsKeyOf,
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchByKey,
  insertSavedSearch,
  listSavedSearches,
  markMatchesSeen,
  memberNewMatchCount,
  newMatchCounts,
  newMatchJobIds,
  type SavedSearchRow,
  updateSavedSearch,
} from './repository';

/** New-match counts of the saved searches a request reads, in one query. */
const countLoaders = new WeakMap<ApiContext, DataLoader<number, number>>();

function newMatchCountLoader(context: ApiContext): DataLoader<number, number> {
  let loader = countLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const counts = await newMatchCounts(context.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    });
    countLoaders.set(context, loader);
  }
  return loader;
}

/** After a write: the request's counts are read again. */
function forgetCounts(context: ApiContext): void {
  countLoaders.delete(context);
}

async function jobsInOrder(context: ApiContext, ids: readonly number[]): Promise<JobRow[]> {
  const rows = await context.loaders.jobs.byId.loadMany(ids);
  return rows.filter((row): row is JobRow => row !== null && !(row instanceof Error));
}

async function ownSavedSearch(context: ApiContext, rawId: unknown): Promise<SavedSearchRow> {
  const id = parseId(rawId, 'id');
  const member = await context.auth.member();
  const row = await findSavedSearch(context.db, member.id, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Saved searches (search alerts): a member saves a list's conditions, gets a notice
 * when a matching job is published (matching.ts) and sees the new matches until marked seen.
 */
export const savedSearchResolvers: Resolvers = {
  Query: {
    savedSearches: async (_root, _args, context) => {
      const member = await context.auth.member();
      return listSavedSearches(context.db, member.id);
    },
  },

  Mutation: {
    saveSearch: async (_root, args, context) => {
      const values = parseInput('saveSearch', args.input);
      const conditions = conditionsOf(values);
      const conditionsKey = conditionsKeyOf(conditions);
      const occupation = findOccupationById(conditions.occupationId);
      const member = await context.auth.member();
      const sortType = values.sortType ?? 'published_at';
      const result = await context.db.transaction(async (tx) => {
        // One member's saves run one after the other, so the limit holds under races.
        await lockMember(tx, member.id);
        const existing = await findSavedSearchByKey(tx, member.id, conditionsKey);
        if (existing) {
          const updated = await updateSavedSearch(tx, member.id, existing.id, {
            sortType,
            ...(values.name ? { name: values.name } : {}),
          });
          return { savedSearch: updated ?? existing, alreadySaved: true };
        }
        if ((await countSavedSearches(tx, member.id)) >= SAVED_SEARCH_LIMITS.maxItems) {
          throw new DomainError(ErrorCode.SAVED_SEARCH_LIMIT_REACHED);
        }
        const savedSearch = await insertSavedSearch(tx, {
          endUserId: member.id,
          name: values.name ?? defaultNameOf(conditions, occupation?.name ?? ''),
          occupationId: conditions.occupationId,
          prefectureCode: conditions.prefectureCode,
          municipalityCode: conditions.municipalityCode,
          featureId: conditions.featureId,
          hiringTypes: [...conditions.hiringTypes] as SavedSearchRow['hiringTypes'],
          minimumMonthlySalary: conditions.minimumMonthlySalary,
          moreFeatureIds: [...conditions.moreFeatureIds],
          moreMunicipalityCodes: [...conditions.moreMunicipalityCodes],
          minimumAnnualSalary: conditions.minimumAnnualSalary,
          shift: conditions.shift as SavedSearchRow['shift'],
          keyword: conditions.keyword,
          sortType,
          conditionsKey,
        });
        return { savedSearch, alreadySaved: false };
      });
      forgetCounts(context);
      return {
        ...echo(args.input),
        ...result,
        savedSearchCount: await countSavedSearches(context.db, member.id),
      };
    },

    renameSavedSearch: async (_root, args, context) => {
      const { id, name } = parseInput('renameSavedSearch', args.input);
      const member = await context.auth.member();
      const savedSearch = await updateSavedSearch(context.db, member.id, id, { name });
      if (!savedSearch) throw notFound();
      return { ...echo(args.input), savedSearch };
    },

    deleteSavedSearch: async (_root, args, context) => {
      const id = parseId(args.input.id, 'id');
      const member = await context.auth.member();
      if (!(await deleteSavedSearch(context.db, member.id, id))) throw notFound();
      forgetCounts(context);
      return {
        ...echo(args.input),
        id: String(id),
        newMatchCount: await memberNewMatchCount(context.db, member.id),
      };
    },

    readSavedSearchMatches: async (_root, args, context) => {
      const savedSearch = await ownSavedSearch(context, args.input.id);
      await markMatchesSeen(context.db, savedSearch.id);
      forgetCounts(context);
      return {
        ...echo(args.input),
        savedSearch,
        newMatchCount: await memberNewMatchCount(context.db, savedSearch.endUserId),
      };
    },
  },

  SavedSearch: {
    id: (row) => String(row.id),
    occupation: (row) => {
      const occupation = findOccupationById(row.occupationId);
      if (!occupation) throw new Error(`unknown occupation ${row.occupationId}`);
      return occupation;
    },
    prefecture: (row) => findPrefectureByCode(row.prefectureCode) ?? null,
    municipality: (row) => findMunicipality(row.municipalityCode) ?? null,
    feature: (row) => {
      const feature = row.featureId === null ? undefined : findFeatureById(row.featureId);
      return feature ? featureModel(feature) : null;
    },
    moreFeatures: (row) =>
      row.moreFeatureIds.flatMap((id) => {
        const feature = findFeatureById(id);
        return feature ? [featureModel(feature)] : [];
      }),
    moreMunicipalities: (row) =>
      row.moreMunicipalityCodes.flatMap((code) => findMunicipality(code) ?? []),
    hiringTypes: (row) => row.hiringTypes,
    newMatchCount: (row, _args, context) => newMatchCountLoader(context).load(row.id),
    newJobs: async (row, args, context) => {
      const limit = parseLimit(args.limit, 5, SAVED_SEARCH_LIMITS.maxNewJobs);
      return jobsInOrder(context, await newMatchJobIds(context.db, row.id, limit));
    },
  },

  EndUser: {
    newMatchCount: (member, _args, context) => memberNewMatchCount(context.db, member.id),
  },
};
