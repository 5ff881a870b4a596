import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { ScoutList } from '@/features/scouts/ScoutList';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウト',
  robots: { index: false, follow: false },
};

/** Scouts companies sent to the member. */
export default async function ScoutsPage() {
  await requireMember(paths.scouts());
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: 'スカウト' }]}
      />
      <h1 className={page.pageTitle}>スカウト</h1>
      <p className={page.lead}>あなたのプロフィールを見た企業から届いたスカウトです。</p>
      <ScoutList />
    </div>
  );
}
