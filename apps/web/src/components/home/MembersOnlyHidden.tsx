'use client';

import type { ReactNode } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';

/** Shows its content to visitors only (e.g. the sign-up card, spec §2 Home). */
export function HiddenForMembers({ children }: { children: ReactNode }) {
  return useAuthState() === 'signedIn' ? null : children;
}
