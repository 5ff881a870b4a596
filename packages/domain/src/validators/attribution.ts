/** Where a conversion came from (GraphQL AttributionInput; session storage keys of spec §4). */
import { z } from 'zod';
import { formObject, idSchema } from './fields';

/** Longest utm_source / internal_source value kept. */
const ATTRIBUTION_VALUE_MAX_LENGTH = 100;

const attributionValue = z.string().trim().max(ATTRIBUTION_VALUE_MAX_LENGTH).nullish().catch(null);

/**
 * Attribution read from query parameters. The job seeker cannot correct it, so it never
 * blocks an entry or sign-up: a value that does not fit is dropped (null), never reported.
 */
export const attributionSchema = formObject({
  utmSource: attributionValue,
  internalSource: attributionValue,
  magazineArticleId: idSchema.nullish().catch(null),
})
  .nullish()
  .catch(null);
export type AttributionInput = z.input<typeof attributionSchema>;
