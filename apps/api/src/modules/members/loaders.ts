import DataLoader from 'dataloader';
import type { Database } from '../../db';
import { loaderOfMany, loaderOfOne } from '../batch';
import {
  countFavorites,
  countUnreadMessages,
  countUnreadNotices,
  findCareerSheets,
  findEducationalBackgrounds,
  findJobHistories,
  findOccupationIds,
  findPersonalities,
  findQualificationIds,
  findRequirements,
  findResumes,
} from './repository';

function counter(load: (ids: readonly number[]) => Promise<Map<number, number>>) {
  return new DataLoader<number, number>(async (ids) => {
    const counts = await load(ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Per-request loaders of a member's profile parts, keyed by the member's internal id. */
export function createMemberLoaders(db: Database) {
  return {
    occupationIds: loaderOfMany(
      (ids: readonly number[]) => findOccupationIds(db, ids),
      (row) => row.endUserId,
    ),
    qualificationIds: loaderOfMany(
      (ids: readonly number[]) => findQualificationIds(db, ids),
      (row) => row.endUserId,
    ),
    jobHistories: loaderOfMany(
      (ids: readonly number[]) => findJobHistories(db, ids),
      (row) => row.endUserId,
    ),
    educationalBackground: loaderOfOne(
      (ids: readonly number[]) => findEducationalBackgrounds(db, ids),
      (row) => row.endUserId,
    ),
    personality: loaderOfOne(
      (ids: readonly number[]) => findPersonalities(db, ids),
      (row) => row.endUserId,
    ),
    requirements: loaderOfOne(
      (ids: readonly number[]) => findRequirements(db, ids),
      (row) => row.endUserId,
    ),
    resumes: loaderOfMany(
      (ids: readonly number[]) => findResumes(db, ids),
      (row) => row.endUserId,
    ),
    careerSheets: loaderOfMany(
      (ids: readonly number[]) => findCareerSheets(db, ids),
      (row) => row.endUserId,
    ),
    favoriteCount: counter((ids) => countFavorites(db, ids)),
    unreadMessageCount: counter((ids) => countUnreadMessages(db, ids)),
    unreadNoticeCount: counter((ids) => countUnreadNotices(db, ids)),
  };
}
