'use client';

import { useEffect } from 'react';
import { type StoredKeyValue, writeStoredKey } from './stored-keys';

/** Writes a spec §3 key (stored-keys.ts) to sessionStorage once the page is shown. */
export function RememberSessionKey({ entry }: { entry: StoredKeyValue }) {
  const { key, value } = entry;
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // Blocked storage: nothing is remembered.
    }
    writeStoredKey(storage, { key, value });
  }, [key, value]);
  return null;
}
