import { MARKETING } from '@jobsite/domain/constants';
import type { Metadata } from 'next';
import { TrackOnView } from '@/components/site/TrackOnView';
import * as css from '@/features/account/AccountForm.css';
import { AccountPage } from '@/features/account/AccountPage';
import { birthYearOptions } from '@/features/account/options';
import { SignupForm } from '@/features/account/SignupForm';
import { loadSignupChoices } from '@/features/account/signup-data';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '会員登録（無料）',
  description: `最短${MARKETING.signupSeconds}秒で無料会員登録。企業からのスカウトや非公開求人が届き、アドバイザーにも相談できます。`,
  alternates: { canonical: paths.signup() },
};

/**
 * /member/signup/ (spec §2): one short form (spec §9's 30-second promise). The choices come
 * from the `Signup` query (decision 0054), the birth years from today's calendar, as props.
 */
export default async function SignupPage() {
  const choices = await loadSignupChoices();
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
        occupationGroups={choices.occupationGroups}
        occupationCategoryById={choices.occupationCategoryById}
        qualificationGroups={choices.qualificationGroups}
        birthYears={birthYearOptions()}
      />
    </AccountPage>
  );
}
