import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MyPageView } from '@/features/mypage/MyPageView';
import { loadMyPage } from '@/features/mypage/mypage-data';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'マイページ',
  robots: { index: false, follow: false },
};

/** /member and /member/ (spec §2): the signed-in member's page; visitors go to login. */
export default async function MyPage() {
  const data = await loadMyPage();
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'マイページ' }]} />
      <MyPageView data={data} />
    </div>
  );
}
