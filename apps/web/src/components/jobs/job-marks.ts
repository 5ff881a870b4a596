import type { JobCardMark } from '@jobsite/ui/job-card';

const JOB_ID = /^\d+$/;

/** CSS that shows a mark on the cards of `ids` (ids are checked: they come from a cookie). */
export function markRules(mark: JobCardMark, ids: Iterable<string>): string {
  const selectors = [...ids]
    .filter((id) => JOB_ID.test(id))
    .map((id) => `[data-job-id="${id}"] [data-mark="${mark}"]`);
  return selectors.length > 0 ? `${selectors.join(',')}{display:inline-block}` : '';
}
