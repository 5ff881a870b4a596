import { NotificationKind } from '@jobsite/domain/enums';
import { Card } from '@jobsite/ui/card';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberNav } from '@/features/mypage/MemberNav';
import { loadMemberPage } from '@/features/mypage/member-graphql';
import { NotificationSettingsForm } from '@/features/notifications/NotificationSettingsForm';
import type { NotificationValues } from '@/features/notifications/notification-actions';
import { notificationSettingsQuery } from '@/features/notifications/notification-documents';
import * as forms from '@/features/profile/forms.css';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '通知設定',
  robots: { index: false, follow: false },
};

/**
 * /member/settings/notifications/: where each kind of notification goes, on the site, by mail
 * or on LINE (decision 0049); visitors go to login first.
 */
export default async function NotificationSettingsPage() {
  const { notificationSettings } = await loadMemberPage(
    notificationSettingsQuery,
    {},
    paths.notificationSettings(),
  );
  const initial = Object.fromEntries(
    NotificationKind.values.map((kind) => {
      const setting = notificationSettings.settings.find((s) => s.kind === kind);
      const channels = setting
        ? (['site', 'email', 'line'] as const).filter((channel) => setting[channel])
        : [];
      return [kind, channels];
    }),
  ) as NotificationValues;
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: '通知設定' }]}
      />
      <h1 className={page.pageTitle}>通知設定</h1>
      <MemberNav current={paths.notificationSettings()} />
      <p className={page.lead}>
        スカウトや企業からのメッセージなどを、どこで受け取るかを選べます。メールはいつでも、メール内のリンクから停止できます。
      </p>
      <Card as="section">
        <NotificationSettingsForm
          initial={initial}
          email={notificationSettings.email ?? null}
          lineLinked={notificationSettings.lineLinked}
        />
      </Card>
      <Card as="section" aria-labelledby="line-title">
        <h2 id="line-title" className={forms.cardTitle}>
          LINE連携
        </h2>
        <p>
          {notificationSettings.lineLinked
            ? 'LINEと連携済みです。'
            : 'LINEと連携していません。LINE公式アカウントを友だち追加すると、連携のご案内が届きます。'}
        </p>
      </Card>
    </div>
  );
}
