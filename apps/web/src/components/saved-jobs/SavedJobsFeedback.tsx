'use client';

import { KEEP_LIST } from '@jobsite/domain/constants';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';
import { onSavedJobsEvent } from '@/lib/client-state/events';
import { readCookie, writeCookie } from '@/lib/cookies/browser';

type Dialogs = typeof import('./SavedJobsDialogs');
let loadedDialogs: Dialogs | null = null;
/** Loads the dialog and toast once, the first time they are needed. */
async function loadDialogs(): Promise<Dialogs> {
  loadedDialogs ??= await import('./SavedJobsDialogs');
  return loadedDialogs;
}

const DISMISS_COOKIE = KEEP_LIST.dialogDismissCookieName;
/** 'Don't show next time' is remembered for a year. */
const DISMISS_SECONDS = 365 * 24 * 60 * 60;

/**
 * Feedback on saving, shown once for the whole page: for visitors the 'Added to list!' dialog
 * when the saved count rises (unless 'Don't show next time' was ticked; spec §4: it tells of
 * the two-week cookie list and sign-up, which is nothing to a member), and a toast when a
 * save is refused (the 21st job, spec §5) or fails.
 */
export function SavedJobsFeedback() {
  const pathname = usePathname();
  const authState = useAuthState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [dialogs, setDialogs] = useState<Dialogs | null>(loadedDialogs);
  const signedIn = useRef(false);
  signedIn.current = authState === 'signedIn';

  useEffect(
    () =>
      onSavedJobsEvent(async (event) => {
        if (event.type === 'added' && (signedIn.current || readCookie(DISMISS_COOKIE))) return;
        setDialogs(await loadDialogs());
        if (event.type === 'added') setDialogOpen(true);
        else setToast(event.message);
      }),
    [],
  );
  if (!dialogs) return null;
  const { KeepListAddedDialog, Toast } = dialogs;

  const onDontShowAgainChange = (checked: boolean) => {
    setDontShowAgain(checked);
    if (checked) writeCookie(DISMISS_COOKIE, '1', DISMISS_SECONDS);
    else writeCookie(DISMISS_COOKIE, '', 0);
  };

  return (
    <>
      {dialogOpen && (
        <KeepListAddedDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          dontShowAgain={dontShowAgain}
          onDontShowAgainChange={onDontShowAgainChange}
          showAuthLinks={authState !== 'signedIn'}
          pathname={pathname}
        />
      )}
      {toast !== null && (
        <Toast message={toast} tone="error" onClose={() => setToast(null)} duration={8000} />
      )}
    </>
  );
}
