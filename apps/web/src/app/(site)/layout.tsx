import { type ReactNode, Suspense } from 'react';
import { SiteFooter } from '@/components/site/SiteFooter';
import { HeaderPlaceholder, SiteHeader } from '@/components/site/SiteHeader';
import { LastSessionTracker } from '@/features/account/LastSessionTracker';
import * as css from '@/styles/page.css';

/** The public pages: header, content, footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={<HeaderPlaceholder />}>
        <SiteHeader />
      </Suspense>
      <main id="main" className={css.main}>
        {children}
      </main>
      <SiteFooter />
      <LastSessionTracker />
    </>
  );
}
