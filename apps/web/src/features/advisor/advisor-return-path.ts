import { paths } from '@/lib/paths';
import { safeReturnPath } from '@/lib/session/redirect';

/**
 * The page the form said it is on, when it is one of the pages that show the form (my page,
 * /member/advisor/ with or without a job); else my page. The value comes from the browser:
 * login comes back to it and the page is revalidated after the request, so it must not name
 * another site or another page.
 */
export function advisorReturnPath(candidate: unknown): string {
  const safe = typeof candidate === 'string' ? safeReturnPath(candidate) : null;
  if (!safe) return paths.myPage();
  if (safe === paths.myPage() || safe === paths.advisor()) return safe;
  const jobId = /^\/member\/advisor\/\?job_id=([1-9][0-9]{0,17})$/.exec(safe)?.[1];
  return jobId ? paths.advisor(jobId) : paths.myPage();
}
