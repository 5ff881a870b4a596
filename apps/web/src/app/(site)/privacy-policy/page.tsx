import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/StaticPage';
import { paths } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site';

export const metadata: Metadata = {
  title: 'プライバシーポリシー',
  description: `${SITE_NAME}における個人情報の取り扱いについて定めています。`,
  alternates: { canonical: '/privacy-policy' },
};

export default function PrivacyPolicyPage() {
  return (
    <StaticPage title="プライバシーポリシー">
      <p>運営会社は、{SITE_NAME}の利用者の個人情報を、以下の方針に基づき適切に取り扱います。</p>
      <h2>1. 取得する情報</h2>
      <p>
        氏名、生年、性別、住所（郵便番号・都道府県）、電話番号、メールアドレス、職歴・学歴・保有資格、希望条件、ならびに本サービスの利用履歴を取得します。
      </p>
      <h2>2. 利用目的</h2>
      <ul>
        <li>求人情報の提供、応募およびスカウトの取り次ぎ</li>
        <li>お問い合わせへの対応</li>
        <li>サービスの改善および新サービスの開発</li>
        <li>利用規約に違反する行為への対応</li>
      </ul>
      <h2>3. 第三者提供</h2>
      <p>
        利用者が応募・問い合わせを行った求人の掲載企業に対し、応募に必要な範囲で個人情報を提供します。それ以外には、法令に基づく場合を除き、本人の同意なく第三者に提供しません。
      </p>
      <h2>4. Cookie等の利用</h2>
      <p>
        本サービスは、気になる求人や閲覧履歴の保存、ログイン状態の維持のためにCookieおよびセッションストレージを利用します。ブラウザの設定で無効にできますが、一部の機能が使えなくなる場合があります。
      </p>
      <h2>5. 安全管理</h2>
      <p>
        個人情報への不正アクセス、紛失、漏えい等を防ぐため、必要かつ適切な安全管理措置を講じます。
      </p>
      <h2>6. 開示・訂正・削除</h2>
      <p>
        ご本人からの個人情報の開示・訂正・削除のご依頼には、本人確認のうえ速やかに対応します。
        <a href={paths.contact()}>お問い合わせ窓口</a>
        からご連絡ください。
      </p>
    </StaticPage>
  );
}
