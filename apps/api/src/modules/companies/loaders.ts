import DataLoader from 'dataloader';
import type { Database } from '../../db';
import { loaderOfMany, loaderOfOne } from '../batch';
import {
  countPublishedJobsByCompany,
  findCompaniesByIds,
  findCompanyDetails,
  findCompanyImages,
  findOfficesByIds,
} from './repository';

/** Per-request loaders of companies and what hangs off them. */
export function createCompanyLoaders(db: Database, visitor: boolean) {
  return {
    byId: loaderOfOne(
      (ids: readonly number[]) => findCompaniesByIds(db, ids),
      (row) => row.id,
    ),
    detail: loaderOfOne(
      (ids: readonly number[]) => findCompanyDetails(db, ids),
      (row) => row.companyId,
    ),
    images: loaderOfMany(
      (ids: readonly number[]) => findCompanyImages(db, ids),
      (row) => row.companyId,
    ),
    officeById: loaderOfOne(
      (ids: readonly number[]) => findOfficesByIds(db, ids),
      (row) => row.id,
    ),
    publishedJobCount: new DataLoader<number, number>(async (ids) => {
      const counts = await countPublishedJobsByCompany(db, ids, visitor);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
