import type { Metadata } from 'next';
import * as css from '@/features/account/AccountForm.css';
import { AccountLinks } from '@/features/account/AccountLinks';
import { AccountPage } from '@/features/account/AccountPage';
import { MyDataView } from '@/features/account/MyDataView';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';

export const metadata: Metadata = {
  title: '登録データの確認・ダウンロード',
  robots: { index: false, follow: false },
};

/** "My data" (APPI disclosure on request): everything held about the member. */
export default async function MyDataPage() {
  await requireMember(paths.myData());
  return (
    <AccountPage
      after={<AccountLinks />}
      title="登録データの確認・ダウンロード"
      crumbs={[{ label: 'マイページ', href: paths.myPage() }, { label: '登録データ' }]}
      lead={
        <p className={css.note}>
          当サイトがお預かりしているあなたの情報をすべて表示します。JSON形式でダウンロードすることもできます。
        </p>
      }
    >
      <MyDataView />
    </AccountPage>
  );
}
