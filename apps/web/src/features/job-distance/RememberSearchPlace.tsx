'use client';

import { useEffect } from 'react';
import { SEARCH_PLACE_KEY, type SearchPlace } from './search-place-key';

/** Keeps the list's distance-search origin for the job page (decision 0062). Renders nothing. */
export function RememberSearchPlace({ place }: { place: SearchPlace }) {
  const { label, lat, lng } = place;
  useEffect(() => {
    try {
      window.localStorage.setItem(SEARCH_PLACE_KEY, JSON.stringify({ label, lat, lng }));
    } catch {
      // Storage may be blocked (private mode): the job page then shows no distance.
    }
  }, [label, lat, lng]);
  return null;
}
