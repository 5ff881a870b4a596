import { parseSlug } from '../../graphql/args';
import { isVisitor } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { occupationOrNotFound, prefectureOrNotFound } from '../masters/lookups';
import { cachedSalaryInsight } from './insight';

/** Salary insight pages: distribution, quartiles, differences by feature. */
export const salaryInsightResolvers: Resolvers = {
  Query: {
    salaryInsight: async (_root, args, context) => {
      const occupation = occupationOrNotFound(parseSlug(args.occupation, 'occupation'));
      const prefectureSlug = parseSlug(args.prefectureNameEn, 'prefectureNameEn');
      const prefecture = prefectureSlug === undefined ? null : prefectureOrNotFound(prefectureSlug);
      return cachedSalaryInsight(context.catalogue, {
        occupation,
        prefecture,
        visitor: isVisitor(context),
      });
    },
  },
};
