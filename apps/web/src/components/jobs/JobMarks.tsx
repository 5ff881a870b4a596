'use client';

import { useAuthState, useHistoryList } from '@/lib/client-state/cookie-store';
import { useMemberState } from '@/lib/client-state/saved-jobs';
import { markRules } from './job-marks';

/**
 * 閲覧済み (the historyList cookie, spec §3) and, for members, 応募済み on every card of the
 * page: one island writes one style rule per mark, so a list of 25 server-rendered cards
 * needs no client code per card, and the cached HTML stays the same for everybody.
 */
export function JobMarks() {
  const history = useHistoryList();
  const authState = useAuthState();
  const member = useMemberState();
  const css =
    markRules('viewed', history ?? []) +
    (authState === 'signedIn' ? markRules('applied', member.enteredIds) : '');
  return css ? <style>{css}</style> : null;
}

/** The job page's 応募済み badge, for a member who applied to the job. */
export function AppliedBadge({ jobId, className }: { jobId: string; className: string }) {
  const authState = useAuthState();
  const member = useMemberState();
  if (authState !== 'signedIn' || !member.enteredIds.has(jobId)) return null;
  return <li className={className}>応募済み</li>;
}
