'use client';

/** Messages from save actions to the one place that shows feedback (dialog, toast). */
export type SavedJobsEvent =
  | { type: 'added'; jobId: string }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string };

const listeners = new Set<(event: SavedJobsEvent) => void>();
/**
 * Events emitted while nobody listens: a save button can hydrate (and be clicked) before the
 * layout's feedback does, and a refusal must still be shown. Delivered to the next listener.
 */
let pending: SavedJobsEvent[] = [];
const MAX_PENDING = 5;

export function emitSavedJobsEvent(event: SavedJobsEvent): void {
  if (listeners.size === 0) {
    pending = [...pending, event].slice(-MAX_PENDING);
    return;
  }
  for (const listener of listeners) listener(event);
}

export function onSavedJobsEvent(listener: (event: SavedJobsEvent) => void): () => void {
  listeners.add(listener);
  const missed = pending;
  pending = [];
  for (const event of missed) listener(event);
  return () => {
    listeners.delete(listener);
  };
}
