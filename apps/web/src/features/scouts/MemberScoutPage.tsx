'use client';

import { useCallback, useEffect, useRef } from 'react';
import { LoadStatus } from './LoadStatus';
import { ScoutDetailView } from './ScoutDetailView';
import { fetchMemberScout, findScoutRoom, recordScoutEvent } from './scouts-api';
import { useLoad } from './use-load';

/** A scout sent to the signed-in member (/member/scout/{id}); records the visit. */
export function MemberScoutPage({
  scoutId,
  conversionId = null,
}: {
  scoutId: string;
  conversionId?: string | null;
}) {
  const load = useCallback(async () => {
    const [scout, room] = await Promise.all([
      fetchMemberScout(scoutId),
      findScoutRoom(scoutId).catch(() => null),
    ]);
    return { ...scout, room };
  }, [scoutId]);
  const [state, reload] = useLoad(load);
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (state.status !== 'ready' || recorded.current === scoutId) return;
    recorded.current = scoutId;
    void recordScoutEvent(state.data.scout.urlId, 'visited', conversionId);
  }, [state, scoutId, conversionId]);

  if (state.status !== 'ready') {
    return <LoadStatus state={state} reload={reload} opened="member" />;
  }
  const { scout, isEntry, isScoutInquiry, room } = state.data;
  return (
    <ScoutDetailView
      scout={scout}
      viewer={{ kind: 'member', isEntry, isInquiry: isScoutInquiry, room }}
    />
  );
}
