/** Saved jobs (spec §4, §5): the keepList cookie and addFavorites. */
import type { z } from 'zod';
import { KEEP_LIST } from '../constants';
import { KEEP_LIST_FULL_MESSAGE } from '../errors';
import { idListSchema } from './fields';

/** Distinct job ids, at most KEEP_LIST.maxItems. */
export const keepListSchema = idListSchema({
  max: KEEP_LIST.maxItems,
  maxMessage: KEEP_LIST_FULL_MESSAGE,
});
export type KeepListInput = z.input<typeof keepListSchema>;
