'use client';

import { KEEP_LIST } from '@jobsite/domain/constants';
import { KeepListAddedDialog } from '@jobsite/ui/keep-list-added-dialog';
import { Toast } from '@jobsite/ui/toast';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';
import { onSavedJobsEvent } from '@/lib/client-state/events';
import { readCookie, writeCookie } from '@/lib/cookies/browser';

const DISMISS_COOKIE = KEEP_LIST.dialogDismissCookieName;
/** 'Don't show next time' is remembered for a year. */
const DISMISS_SECONDS = 365 * 24 * 60 * 60;

/**
 * Feedback on saving, shown once for the whole page: the 'Added to list!' dialog when the
 * saved count rises (unless 'Don't show next time' was ticked; spec §4) and a toast when a
 * save is refused (the 21st job, spec §5) or fails.
 */
export function SavedJobsFeedback() {
  const pathname = usePathname();
  const authState = useAuthState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [toast, setToast] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);

  useEffect(
    () =>
      onSavedJobsEvent((event) => {
        if (event.type === 'added') {
          if (!readCookie(DISMISS_COOKIE)) setDialogOpen(true);
        } else {
          setToast({ message: event.message, tone: 'error' });
        }
      }),
    [],
  );

  const onDontShowAgainChange = (checked: boolean) => {
    setDontShowAgain(checked);
    if (checked) writeCookie(DISMISS_COOKIE, '1', DISMISS_SECONDS);
    else writeCookie(DISMISS_COOKIE, '', 0);
  };

  return (
    <>
      <KeepListAddedDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        dontShowAgain={dontShowAgain}
        onDontShowAgainChange={onDontShowAgainChange}
        showAuthLinks={authState !== 'signedIn'}
        pathname={pathname}
      />
      <Toast
        message={toast?.message ?? null}
        tone={toast?.tone}
        onClose={() => setToast(null)}
        duration={8000}
      />
    </>
  );
}
