'use client';

/** Messages from save actions to the one place that shows feedback (dialog, toast). */
export type SavedJobsEvent =
  | { type: 'added'; jobId: string }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string };

const listeners = new Set<(event: SavedJobsEvent) => void>();

export function emitSavedJobsEvent(event: SavedJobsEvent): void {
  for (const listener of listeners) listener(event);
}

export function onSavedJobsEvent(listener: (event: SavedJobsEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
