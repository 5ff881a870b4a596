import { ScoutStatus } from '@jobsite/domain/enums';
import { Alert } from '@jobsite/ui/alert';
import { ButtonLink } from '@jobsite/ui/button';
import { Card } from '@jobsite/ui/card';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { SettingsForm } from '@/features/mypage/SettingsForm';
import { saveLinkScoutSetting } from '@/features/scout-setting/link-setting-actions';
import { loadLinkScoutSetting } from '@/features/scout-setting/link-setting-data';
import { linkParams } from '@/lib/link-access';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウト設定',
  // A personal link: never indexed, and the address is not passed on.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = {
  searchParams: Promise<{ conversionId?: string | string[]; token?: string | string[] }>;
};

/**
 * /scout-setting/ (decision 0054): the scout settings a scout mail links to, for a member who
 * is not signed in on this device (the link's conversionId and `scout-setting` token,
 * decision 0026). Signed-in members keep /member/settings/.
 */
export default async function LinkScoutSettingPage({ searchParams }: Props) {
  const link = linkParams(await searchParams);
  const loaded = await loadLinkScoutSetting(link);
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'スカウト設定' }]} />
      <h1 className={page.pageTitle}>スカウト設定</h1>
      {loaded.status === 'refused' || !link ? (
        <div>
          <Alert>{loaded.status === 'refused' ? loaded.message : ''}</Alert>
          <p className={page.lead}>
            <ButtonLink href={paths.settings()}>ログインしてスカウト設定を開く</ButtonLink>
          </p>
        </div>
      ) : (
        <>
          <p className={page.lead}>
            スカウトを受け取ると、あなたのプロフィールを見た企業から非公開求人などのお誘いが届きます。ログインしなくても、ここで受け取りの停止や再開ができます。
          </p>
          <Card as="section">
            <SettingsForm
              initial={loaded.setting}
              statuses={ScoutStatus.options.map(({ value, label }) => ({ value, label }))}
              categories={loaded.occupationCategories.map((c) => ({ value: c.id, label: c.name }))}
              save={saveLinkScoutSetting.bind(null, link)}
            />
          </Card>
        </>
      )}
    </div>
  );
}
