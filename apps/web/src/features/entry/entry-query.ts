import { KEEP_LIST } from '@jobsite/domain/constants';

/**
 * What /entry is asked to do, from its query: one job (`job_id`, the job page's buttons,
 * `paths.entry`) or several checked jobs (`job_ids=1,2,3`, the saved list's bulk button),
 * and whether it is an application or a 'hear more' inquiry (`type=inquiry`).
 */

export type EntryType = 'entry' | 'inquiry';
export type EntryRequest = { jobIds: string[]; type: EntryType };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A job id as URLs and stored lists carry it. */
export const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

export function parseEntryRequest(params: SearchParams): EntryRequest {
  const type: EntryType = first(params.type) === 'inquiry' ? 'inquiry' : 'entry';
  const single = first(params.job_id)?.trim();
  const many = (first(params.job_ids) ?? '').split(',').map((id) => id.trim());
  const ids = single ? [single] : many;
  const jobIds = [...new Set(ids.filter(isId))].slice(0, KEEP_LIST.maxItems);
  return { jobIds, type };
}

/** The /entry URL for several checked jobs. */
export function bulkEntryPath(jobIds: readonly string[]): string {
  return `/entry?${new URLSearchParams({ job_ids: jobIds.join(',') })}`;
}

/**
 * Thanks page of an entry or inquiry (spec §2: entry thanks, member and guest), with the jobs
 * applied to (`job_ids`), whose similar jobs it offers.
 */
export function thanksPath(type: EntryType, count = 1, jobIds: readonly string[] = []): string {
  const query = new URLSearchParams();
  if (type === 'inquiry') query.set('type', 'inquiry');
  if (count > 1) query.set('count', String(count));
  if (jobIds.length > 0) query.set('job_ids', jobIds.join(','));
  const search = query.toString();
  return search ? `/entry/thanks?${search}` : '/entry/thanks';
}

/** The optional first message an inquiry starts with (editable). */
export const INQUIRY_MESSAGE = 'まずは話を聞いてみたいです。詳しい仕事内容や条件を教えてください。';
