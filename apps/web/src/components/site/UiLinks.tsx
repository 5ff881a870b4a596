'use client';

import { type LinkComponent, LinkProvider } from '@jobsite/ui/link';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/** Every internal link of the design system goes through the Next.js router. */
const RouterLink: LinkComponent = ({ href, ...props }) => <NextLink href={href} {...props} />;

export function UiLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterLink}>{children}</LinkProvider>;
}
