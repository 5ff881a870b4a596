'use client';

import { useEffect } from 'react';
import type { AnalyticsEvent } from '@/lib/analytics/events';

/**
 * The sinks load with the first event, not with the page: the job cards' and landing links'
 * pages would otherwise carry them in first-load JavaScript (docs/decisions/0064). The path is
 * taken when the event happens, before a followed link changes it.
 */
function trackLater(event: AnalyticsEvent): void {
  const path = window.location.pathname;
  void import('@/lib/analytics/analytics').then(({ track }) => track(event, path));
}

/** Tracks `event` once when the component is shown (a form the seeker opened). */
export function TrackOnView({ event }: { event: AnalyticsEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    trackLater(JSON.parse(key) as AnalyticsEvent);
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
        if ((click.target as Element).closest('a, button')) trackLater(event);
      }}
    >
      {children}
    </div>
  );
}
