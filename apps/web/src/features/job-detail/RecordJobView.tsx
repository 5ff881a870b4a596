'use client';

import { HISTORY_LIST } from '@jobsite/domain/constants';
import { useEffect } from 'react';
import { notifyCookieChange } from '@/lib/client-state/cookie-store';
import { readCookie, writeCookie } from '@/lib/cookies/browser';
import { HISTORY_LIST_COOKIE, parseHistoryList, recordView } from '@/lib/cookies/history-list';
import { serializeIdList } from '@/lib/cookies/id-list';

/** Records the visit in the historyList cookie (newest first) once the page is shown. */
export function RecordJobView({ jobId }: { jobId: string }) {
  useEffect(() => {
    const ids = recordView(parseHistoryList(readCookie(HISTORY_LIST_COOKIE)), jobId);
    writeCookie(HISTORY_LIST_COOKIE, serializeIdList(ids), HISTORY_LIST.lifetimeSeconds);
    notifyCookieChange();
  }, [jobId]);
  return null;
}
