import { MARKETING } from '@jobsite/domain/constants';
import type { Metadata } from 'next';
import { TrackOnView } from '@/components/site/TrackOnView';
import * as css from '@/features/account/AccountForm.css';
import { AccountPage } from '@/features/account/AccountPage';
import {
  birthYearOptions,
  occupationCategoryById,
  occupationGroups,
  qualificationGroups,
} from '@/features/account/options';
import { SignupForm } from '@/features/account/SignupForm';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '会員登録（無料）',
  description: `最短${MARKETING.signupSeconds}秒で無料会員登録。企業からのスカウトや非公開求人が届き、アドバイザーにも相談できます。`,
  alternates: { canonical: paths.signup() },
};

/**
 * /member/signup/ (spec §2): one short form (spec §9's 30-second promise). The option lists
 * come from the masters as props (the birth years from today's calendar).
 */
export default function SignupPage() {
  return (
    <AccountPage
      title="会員登録（無料）"
      crumbs={[{ label: '会員登録' }]}
      lead={
        <>
          <p className={css.promise}>最短{MARKETING.signupSeconds}秒で登録完了</p>
          <p className={page.lead}>
            登録すると、企業からのスカウトや非公開求人が届き、アドバイザーにも相談できます。
          </p>
        </>
      }
    >
      <TrackOnView event={{ name: 'signup_form_viewed' }} />
      <SignupForm
        occupationGroups={occupationGroups()}
        occupationCategoryById={occupationCategoryById()}
        qualificationGroups={qualificationGroups()}
        birthYears={birthYearOptions()}
      />
    </AccountPage>
  );
}
