import type { Database } from '../db';
import { createCompanyLoaders } from '../modules/companies/loaders';
import { createContentLoaders } from '../modules/content/loaders';
import { createJobLoaders } from '../modules/jobs/loaders';
import { createMasterLoaders } from '../modules/masters/loaders';
import { createMemberHalfLoaders } from '../modules/member-loaders';

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * The DataLoaders of one request. Nested fields of a list (a job's company, features,
 * working times …) load through them, so a page of N jobs costs a fixed number of queries,
 * not N of each. They live for one request: nothing cached leaks between viewers.
 */
export function createLoaders(
  db: Database,
  viewer: { visitor: boolean },
  /** Where catalogue reads go (the replica when it keeps up; ApiContext.catalogue). */
  catalogue: Database = db,
) {
  return {
    jobs: createJobLoaders(catalogue, viewer.visitor),
    companies: createCompanyLoaders(catalogue, viewer.visitor),
    masters: createMasterLoaders(catalogue),
    content: createContentLoaders(catalogue),
    /** The member half: profile, favourites, entries, rooms, scouts. */
    members: createMemberHalfLoaders(db),
  };
}
