import { Card } from '@jobsite/ui/card';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { loadMemberPage } from '@/features/mypage/member-graphql';
import { LineLinkForm } from '@/features/notifications/LineLinkForm';
import { notificationSettingsQuery } from '@/features/notifications/notification-documents';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'LINE連携',
  robots: { index: false, follow: false },
};

const LINE_USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /member/settings/notifications/line/?lineUserId=…: where the LINE official account's link
 * brings the member, with the LINE user id it knows (decision 0049). The member confirms with
 * a button; the link is made with the member's session (connectCvToLineUser).
 */
export default async function LineLinkPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const lineUserId = typeof params.lineUserId === 'string' ? params.lineUserId : '';
  const { notificationSettings } = await loadMemberPage(
    notificationSettingsQuery,
    {},
    paths.lineLink(lineUserId),
  );
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マイページ', href: paths.myPage() },
          { label: '通知設定', href: paths.notificationSettings() },
          { label: 'LINE連携' },
        ]}
      />
      <h1 className={page.pageTitle}>LINE連携</h1>
      <Card as="section">
        {LINE_USER_ID.test(lineUserId) ? (
          <LineLinkForm
            conversionId={notificationSettings.conversionId}
            lineUserId={lineUserId}
            replaces={notificationSettings.lineLinked}
          />
        ) : (
          <p role="alert">
            LINEの連携リンクが正しくありません。LINE公式アカウントから届いたリンクをもう一度お開きください。
          </p>
        )}
      </Card>
    </div>
  );
}
