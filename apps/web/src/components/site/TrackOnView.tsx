'use client';

import { useEffect } from 'react';
import { track } from '@/lib/analytics/analytics';
import type { AnalyticsEvent } from '@/lib/analytics/events';

/** Tracks `event` once when the component is shown (a form the seeker opened). */
export function TrackOnView({ event }: { event: AnalyticsEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    track(JSON.parse(key) as AnalyticsEvent);
  }, [key]);
  return null;
}

/** Tracks `event` when a link or button inside is followed. */
export function TrackClicks({
  event,
  children,
}: {
  event: AnalyticsEvent;
  children: React.ReactNode;
}) {
  return (
    <div
      onClickCapture={(click) => {
        if ((click.target as Element).closest('a, button')) track(event);
      }}
    >
      {children}
    </div>
  );
}
