import type { ReactNode } from 'react';

/**
 * Every page under /member/ is rendered per request: they take the nonce-based
 * Content-Security-Policy (src/proxy.ts `isPersonalPage`, decision 0017), and a page rendered
 * ahead of time would carry no nonce on its scripts, which the browser would then refuse.
 */
export const dynamic = 'force-dynamic';

export default function MemberLayout({ children }: { children: ReactNode }) {
  return children;
}
