import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { SavedSearchesView } from '@/features/saved-searches/SavedSearchesView';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '保存した検索条件',
  robots: { index: false, follow: false },
};

/**
 * `/member/saved-searches/` (search alerts): a shell; the member's saved searches are
 * read in the browser (a visitor is sent to login and back).
 */
export default function SavedSearchesPage() {
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: '保存した検索条件' }]}
      />
      <h1 className={page.pageTitle}>保存した検索条件</h1>
      {/* The member guard reads the URL (useSearchParams): rendered in the browser. */}
      <Suspense fallback={null}>
        <SavedSearchesView />
      </Suspense>
    </div>
  );
}
