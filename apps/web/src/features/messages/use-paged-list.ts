'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './messages-api';

/**
 * A list loaded a page at a time from a Relay connection (rooms, notices): the first page on
 * mount, the next one on `loadMore`. A failed load keeps what was shown and reports a
 * Japanese message; `loadMore` again retries.
 */
export type PagedList<T> = {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  hasMore: boolean;
  totalCount: number;
  loadingMore: boolean;
  error: string | null;
  loadMore: () => void;
  /** Replaces one item (after a change made on this page). */
  update: (match: (item: T) => boolean, change: (item: T) => T) => void;
};

export function usePagedList<T>(
  load: (after: string | null) => Promise<Page<T>>,
  describeError: (error: unknown) => string,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [totalCount, setTotalCount] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cursor = useRef<string | null>(null);
  const busy = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(
    async (first: boolean) => {
      if (busy.current) return;
      busy.current = true;
      if (!first) setLoadingMore(true);
      setError(null);
      try {
        const page = await loadRef.current(first ? null : cursor.current);
        cursor.current = page.cursor;
        setItems((current) => (first ? page.items : [...current, ...page.items]));
        setHasMore(page.hasMore);
        setTotalCount(page.totalCount);
        setStatus('ready');
      } catch (cause) {
        setError(describeError(cause));
        if (first) setStatus('error');
      } finally {
        busy.current = false;
        setLoadingMore(false);
      }
    },
    [describeError],
  );

  useEffect(() => {
    void fetchPage(true);
  }, [fetchPage]);

  const update = useCallback((match: (item: T) => boolean, change: (item: T) => T) => {
    setItems((current) => current.map((item) => (match(item) ? change(item) : item)));
  }, []);

  return {
    status,
    items,
    hasMore,
    totalCount,
    loadingMore,
    error,
    loadMore: () => void fetchPage(status === 'error'),
    update,
  };
}
