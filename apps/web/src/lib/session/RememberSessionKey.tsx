'use client';

import { useEffect } from 'react';
import { sessionStore } from '@/lib/client-state/web-storage';
import { type StoredKeyValue, writeStoredKey } from './stored-keys';

/** Writes a spec §3 key (stored-keys.ts) to sessionStorage once the page is shown. */
export function RememberSessionKey({ entry }: { entry: StoredKeyValue }) {
  const { key, value } = entry;
  useEffect(() => {
    writeStoredKey(sessionStore(), { key, value });
  }, [key, value]);
  return null;
}
