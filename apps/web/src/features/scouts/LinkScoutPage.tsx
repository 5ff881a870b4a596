'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/client';
import { LoadStatus } from './LoadStatus';
import { ScoutDetailView } from './ScoutDetailView';
import { fetchLinkScout, recordScoutEvent } from './scouts-api';
import { useLoad } from './use-load';

/**
 * A scout opened from its link (/scout/{urlId}), by visitors and members. The member it was
 * sent to goes on to the member's scout page (answers there are the member's own); anyone
 * else sees it with the visitor's entry and inquiry forms. The visit is recorded.
 */
export function LinkScoutPage({
  urlId,
  conversionId = null,
  token = null,
}: {
  urlId: string;
  conversionId?: string | null;
  /** The scout mail link's `inquiry` token, carried on to the inquiry form. */
  token?: string | null;
}) {
  const session = useSession();
  const router = useRouter();
  const signedIn = session.status === 'signedIn';
  const load = useCallback(() => fetchLinkScout(urlId, signedIn), [urlId, signedIn]);
  const [state, reload] = useLoad(load, session.status !== 'unknown');
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { scout, own } = state.data;
    if (own) {
      const query = conversionId ? `?${new URLSearchParams({ conversionId })}` : '';
      router.replace(`${paths.scout(scout.id)}${query}`);
      return;
    }
    if (recorded.current === urlId) return;
    recorded.current = urlId;
    void recordScoutEvent(urlId, 'visited', conversionId);
  }, [state, urlId, conversionId, router]);

  if (state.status !== 'ready' || state.data.own) {
    return <LoadStatus state={state} reload={reload} opened="link" />;
  }
  const link = conversionId ? { conversionId, token } : null;
  return <ScoutDetailView scout={state.data.scout} viewer={{ kind: 'visitor', link }} />;
}
