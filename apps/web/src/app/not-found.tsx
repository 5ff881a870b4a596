import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NotFoundContent } from '@/components/site/NotFoundContent';
import { SiteFooter } from '@/components/site/SiteFooter';
import { HeaderPlaceholder, SiteHeader } from '@/components/site/SiteHeader';
import * as css from '@/styles/page.css';

export const metadata: Metadata = { title: 'ページが見つかりませんでした' };

/** 404 for URLs no route matches: the same page with the header and footer. */
export default function NotFound() {
  return (
    <>
      <Suspense fallback={<HeaderPlaceholder />}>
        <SiteHeader />
      </Suspense>
      <main id="main" className={css.main}>
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
