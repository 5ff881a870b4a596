'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and until the page is hydrated: submit buttons stay disabled till
 * then, because before hydration a click would submit the form natively (a GET of its fields)
 * instead of through its handler.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
