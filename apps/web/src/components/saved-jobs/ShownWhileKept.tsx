'use client';

import type { ReactNode } from 'react';
import { useKeepList } from '@/lib/client-state/cookie-store';

/** Hides a server-rendered card on /keep as soon as the visitor unsaves its job. */
export function ShownWhileKept({ jobId, children }: { jobId: string; children: ReactNode }) {
  const keepList = useKeepList();
  if (keepList && !keepList.includes(jobId)) return null;
  return children;
}
