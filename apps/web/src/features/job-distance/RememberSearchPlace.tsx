'use client';

import { useEffect } from 'react';
import { rememberSearchPlace, type SearchPlace } from './search-place-key';

/** Keeps the list's distance-search origin for the job page (decision 0062). Renders nothing. */
export function RememberSearchPlace({ place }: { place: SearchPlace }) {
  const { label, lat, lng } = place;
  useEffect(() => {
    rememberSearchPlace({ label, lat, lng });
  }, [label, lat, lng]);
  return null;
}
