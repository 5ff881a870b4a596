'use client';

import type { ReactNode } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';

/**
 * Server-rendered content for visitors only (sign-up promotions): the cached HTML holds it for
 * everybody, and it goes once the page knows the reader is a member.
 */
export function ShownToVisitors({ children }: { children: ReactNode }) {
  return useAuthState() === 'signedIn' ? null : children;
}
