/**
 * The web's page-cache vocabulary, shared by the web (which tags its cached data and takes
 * `POST /ops/revalidate`) and the api (which asks for revalidation after a change commits,
 * decision 0061). One source, so a tag the api names is always one the web's data carries.
 */

/** The fixed data tags the web's cached GraphQL calls carry. */
export const CacheTag = Object.freeze({
  /** Every catalogue page: job and company pages, lists, home, salary pages, sitemaps. */
  jobs: 'jobs',
  /** The sitemap files. */
  sitemap: 'sitemap',
  master: 'master',
  content: 'content',
  news: 'news',
  magazine: 'magazine',
  faq: 'faq',
  comments: 'comments',
  salary: 'salary',
});

export type CacheTag = (typeof CacheTag)[keyof typeof CacheTag];

/** A job page's data tag. */
export const jobTag = (id: number | string): string => `job:${id}`;

/** A company page's data tag. */
export const companyTag = (id: number | string): string => `company:${id}`;

/** The most paths and tags one revalidation request names. */
export const MAX_REVALIDATION_TARGETS = 100;

const ID_TAG_PATTERN = /^(?:job|company):\d{1,18}$/;
const FIXED_TAGS: ReadonlySet<string> = new Set(Object.values(CacheTag));

/** Whether a string is a tag the web's data carries (fixed or `job:<id>` / `company:<id>`). */
export function isCacheTag(value: string): boolean {
  return FIXED_TAGS.has(value) || ID_TAG_PATTERN.test(value);
}
