'use client';

import { JobSaveButton } from '@jobsite/ui/job-card';
import { useState } from 'react';
import { useAuthState, useKeepList } from '@/lib/client-state/cookie-store';
import {
  toggleKeepListJob,
  toggleMemberFavorite,
  useMemberState,
} from '@/lib/client-state/saved-jobs';

export type SaveJobButtonProps = { jobId: string; jobTitle: string };

/**
 * The 気になる toggle as a client island beside server-rendered job cards and pages. Until the
 * visitor's state is known it shows "not saved", which is also what the cached HTML holds.
 */
export function SaveJobButton({ jobId, jobTitle }: SaveJobButtonProps) {
  const authState = useAuthState();
  const keepList = useKeepList();
  const member = useMemberState();
  const [saving, setSaving] = useState(false);

  const saved =
    authState === 'signedIn' ? member.favoriteIds.has(jobId) : (keepList?.includes(jobId) ?? false);

  const onToggle = async (next: boolean) => {
    if (authState === 'signedIn') {
      setSaving(true);
      await toggleMemberFavorite(jobId, next);
      setSaving(false);
    } else {
      toggleKeepListJob(jobId, next);
    }
  };

  return (
    <JobSaveButton
      saved={saved}
      saving={saving || authState === 'unknown'}
      jobTitle={jobTitle}
      onToggle={(next) => void onToggle(next)}
    />
  );
}
