import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { NoticeList } from '@/features/messages/NoticeList';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'お知らせ',
  robots: { index: false, follow: false },
};

/** Notices to the member with mark-as-read (readNotices). */
export default async function NoticesPage() {
  await requireMember(paths.notices());
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: 'お知らせ' }]}
      />
      <h1 className={page.pageTitle}>お知らせ</h1>
      <NoticeList />
    </div>
  );
}
