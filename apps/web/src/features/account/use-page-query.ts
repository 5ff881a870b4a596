'use client';

import { useEffect, useState } from 'react';

/**
 * The page's query string, read after hydration. The account pages are static HTML (the
 * same for everyone); what the query changes (links that keep it, where to go afterwards)
 * fills in once the browser runs. Empty until then.
 */
export function usePageQuery(): URLSearchParams {
  const [query, setQuery] = useState(() => new URLSearchParams());
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search));
  }, []);
  return query;
}

/** `path` with `query` appended when it has any parameter. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
