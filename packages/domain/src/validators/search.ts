/** Job search parameters (searchJobs), read from the URL or sent as GraphQL variables. */
import { z } from 'zod';
import { MAX_KEYWORD_LENGTH, MAX_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { JobSort } from '../enums';
import { enumChoice, formObject } from './fields';
import { maxLengthMessage } from './messages';

const PAGE_MESSAGE = 'ページ番号は1以上の整数で指定してください';
const PER_MESSAGE = `表示件数は1〜${MAX_PAGE_SIZE}の整数で指定してください`;

/** Numbers may arrive as URL strings ('?page=2'); absent ones take the default. */
export const jobSearchParamsSchema = formObject({
  keyword: z
    .string({ error: maxLengthMessage(MAX_KEYWORD_LENGTH) })
    .trim()
    .max(MAX_KEYWORD_LENGTH, maxLengthMessage(MAX_KEYWORD_LENGTH))
    .optional(),
  page: z.coerce
    .number<string | number>({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .default(1),
  per: z.coerce
    .number<string | number>({ error: PER_MESSAGE })
    .int(PER_MESSAGE)
    .min(1, PER_MESSAGE)
    .max(MAX_PAGE_SIZE, PER_MESSAGE)
    .default(PAGE_SIZES.jobs),
  sort: enumChoice(JobSort).default('published_at'),
});
export type JobSearchParamsInput = z.input<typeof jobSearchParamsSchema>;
export type JobSearchParams = z.output<typeof jobSearchParamsSchema>;
