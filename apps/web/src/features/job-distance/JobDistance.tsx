'use client';

import { useEffect, useState } from 'react';
import { distanceText, storedSearchPlace } from './search-place';

/**
 * 「…から約N km」 under the job's place, from the seeker's last distance-search origin. The
 * cached page is the same for everybody, so the text comes after hydration into a line the
 * server already reserved (className): nothing below it moves.
 */
export function JobDistance({
  latitude,
  longitude,
  className,
}: {
  latitude: number;
  longitude: number;
  className: string;
}) {
  // undefined until the browser's place was read (tests wait for data-read).
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const place = storedSearchPlace();
    setText(place ? distanceText(place, { latitude, longitude }) : null);
  }, [latitude, longitude]);
  return (
    <p className={className} data-testid="job-distance" data-read={text !== undefined || undefined}>
      {text}
    </p>
  );
}
