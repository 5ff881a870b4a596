import type { Metadata } from 'next';
import * as css from '@/features/account/AccountForm.css';
import { AccountPage } from '@/features/account/AccountPage';
import { WithdrawForm } from '@/features/account/WithdrawForm';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';

export const metadata: Metadata = {
  title: '退会',
  robots: { index: false, follow: false },
};

/**
 * 退会: what it deletes and what stays are shown first (docs/decisions/0041), then the
 * password and the confirmation.
 */
export default async function WithdrawPage() {
  await requireMember(paths.withdraw());
  return (
    <AccountPage
      title="退会"
      crumbs={[{ label: 'マイページ', href: paths.myPage() }, { label: '退会' }]}
      lead={
        <section aria-labelledby="withdraw-consequences" className={css.section}>
          <h2 id="withdraw-consequences" className={css.sectionTitle}>
            退会の前にご確認ください
          </h2>
          <p>退会すると、次の情報はすべて削除され、元に戻せません。</p>
          <ul className={css.facts}>
            <li>会員情報・プロフィール・希望条件・職歴・学歴・保有資格</li>
            <li>履歴書・職務経歴書</li>
            <li>気になる求人・保存した検索条件・お知らせ</li>
            <li>企業・キャリアアドバイザーとのメッセージと添付ファイル</li>
            <li>届いたスカウトと、その問い合わせ</li>
            <li>応募の記録（選考中の応募は取り下げとなります）</li>
            <li>ログイン情報（同じメールアドレス・電話番号でのログインはできなくなります）</li>
          </ul>
          <p>
            応募の際に企業へお渡しした情報は、各企業が自社の方針に従って管理しています。削除をご希望の場合は、応募先の企業へ直接お問い合わせください。
          </p>
          <p>
            個人を特定できない形の利用統計（ページの利用状況など）は残ります。退会の前に、
            <a href={paths.myData()} className={css.link}>
              登録データをダウンロード
            </a>
            しておくこともできます。
          </p>
        </section>
      }
    >
      <WithdrawForm />
    </AccountPage>
  );
}
