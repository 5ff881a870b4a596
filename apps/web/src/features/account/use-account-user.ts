'use client';

import { useEffect, useState } from 'react';
import { loadAccountApi } from './lazy';

export type AccountUser = {
  email: string | null;
  phoneNumber: string | null;
  authType: string;
};

/**
 * The signed-in member's email and phone number for the account settings pages, loaded in
 * the browser; an ended session goes to login (spec §8). `undefined` while loading, `null`
 * when it could not be read.
 */
export function useAccountUser(): [AccountUser | null | undefined, (user: AccountUser) => void] {
  const [user, setUser] = useState<AccountUser | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { fetchAccountViewer } = await loadAccountApi();
        const found = await fetchAccountViewer();
        if (!cancelled) setUser(found);
      } catch {
        if (!cancelled) setUser(null);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);
  return [user, setUser];
}
