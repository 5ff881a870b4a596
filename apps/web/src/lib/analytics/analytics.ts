'use client';

import type { AnalyticsEvent, AnalyticsSink } from './events';
import { microConversionSink } from './micro-conversions';

const sinks = new Set<AnalyticsSink>([microConversionSink]);

/** Adds a sink (a vendor's client); returns what removes it again. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

/**
 * Tells every sink about an event. Never throws and never waits: analytics must not slow or
 * break what the seeker is doing.
 */
export function track(event: AnalyticsEvent, path = window.location.pathname): void {
  for (const sink of sinks) {
    try {
      Promise.resolve(sink.send(event, { path })).catch(() => {});
    } catch {
      // A sink that fails at once is as good as one that fails later.
    }
  }
}
