'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Spec §2: the pages whose footer hides the recruiter and landing-page groups. */
const FORM_PAGES = /^\/(entry|member\/signup)\/?$/;

export function isFormPage(pathname: string | null): boolean {
  return pathname !== null && FORM_PAGES.test(pathname);
}

/**
 * Picks the footer for the current path. Both variants are rendered on the server (no footer
 * code reaches the browser); this island only chooses, so the shared layout stays static and
 * a client-side move between /entry and other pages swaps the footer too.
 */
export function FooterForPath({ full, forms }: { full: ReactNode; forms: ReactNode }) {
  return isFormPage(usePathname()) ? forms : full;
}
