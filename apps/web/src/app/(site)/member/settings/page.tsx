import { ScoutStatus } from '@jobsite/domain/enums';
import { Card } from '@jobsite/ui/card';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberNav } from '@/features/mypage/MemberNav';
import { SettingsForm } from '@/features/mypage/SettingsForm';
import { saveSettings } from '@/features/mypage/settings-actions';
import { loadSettings } from '@/features/mypage/settings-data';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウト設定',
  robots: { index: false, follow: false },
};

/** /member/settings/ (spec §2): scout reception settings; visitors go to login first. */
export default async function SettingsPage() {
  const { setting, occupationCategories } = await loadSettings();
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: 'スカウト設定' }]}
      />
      <h1 className={page.pageTitle}>スカウト設定</h1>
      <MemberNav current={paths.settings()} />
      <p className={page.lead}>
        スカウトを受け取ると、あなたのプロフィールを見た企業から非公開求人などのお誘いが届きます。
      </p>
      <Card as="section">
        <SettingsForm
          initial={{
            scoutStatus: setting.scoutStatus,
            scoutAllowOccupationCategoryIds: [...setting.scoutAllowOccupationCategoryIds],
          }}
          statuses={ScoutStatus.options.map(({ value, label }) => ({ value, label }))}
          categories={occupationCategories.map((c) => ({ value: c.id, label: c.name }))}
          save={saveSettings}
        />
      </Card>
    </div>
  );
}
