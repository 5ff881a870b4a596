/** Saved jobs (spec §4, §5): the keepList cookie and addFavorites. */
import type { z } from 'zod';
import { KEEP_LIST } from '../constants';
import { KEEP_LIST_FULL_MESSAGE } from '../errors';
import { formObject, idListSchema } from './fields';

/** The keepList cookie of a visitor: distinct job ids, at most KEEP_LIST.maxItems. */
export const keepListSchema = idListSchema({
  max: KEEP_LIST.maxItems,
  maxMessage: KEEP_LIST_FULL_MESSAGE,
});
export type KeepListInput = z.input<typeof keepListSchema>;

/**
 * addFavorites (GQL.AddFavoritesInput), e.g. the keepList cookie after sign-in: at most 100
 * distinct ids; the api saves as many as fit the saved-list limit.
 */
export const addFavoritesSchema = formObject({ jobIds: idListSchema() });
export type AddFavoritesInput = z.input<typeof addFavoritesSchema>;
