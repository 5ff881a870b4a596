import { MARKETING } from '@jobsite/domain/constants';
import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/StaticPage';
import { SITE_NAME } from '@/lib/site';

export const metadata: Metadata = {
  title: '私たちのミッション',
  description: `現場で働く人のキャリアを支える、${SITE_NAME}のミッションです。`,
  alternates: { canonical: '/mission' },
};

export default function MissionPage() {
  return (
    <StaticPage title="私たちのミッション">
      <h2>現場で働くすべての人に、納得のいく仕事選びを。</h2>
      <p>
        物流、建設、設備、整備、一次産業。社会を支える現場の仕事は、私たちの暮らしに欠かせません。それにもかかわらず、求人の情報は分かりにくく、働く人が本当に知りたい給与や働き方、職場の雰囲気は見えにくいままでした。
      </p>
      <p>
        {SITE_NAME}
        は、ドライバーや職人、技術者の方が自分に合う職場を見つけられるよう、全国約
        {MARKETING.listingsNationwide.toLocaleString('ja-JP')}
        件の求人を、給与・勤務地・働き方から分かりやすく探せる場所をつくっています。
      </p>
      <h2>私たちが大切にしていること</h2>
      <ul>
        <li>求職者の立場に立った、正直で分かりやすい情報</li>
        <li>スカウトや担当者のサポートによる、一人ひとりに合った出会い</li>
        <li>入社後も長く働ける職場とのマッチング</li>
      </ul>
    </StaticPage>
  );
}
