'use client';

import { type MouseEvent, useState } from 'react';
import { downloadFile } from './file-download';

/**
 * A download link's click (lib/file-download): the file comes through script, so the link's
 * own navigation is prevented; one download at a time (`pending` marks the link busy), and
 * the Japanese message of a failed one in `error` until the next try.
 */
export function useFileDownload(path: string, fileName: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    downloadFile(path, fileName)
      .then(setError)
      .finally(() => setPending(false));
  };
  return { pending, error, onClick };
}
