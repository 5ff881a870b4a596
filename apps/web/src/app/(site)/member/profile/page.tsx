import { Card } from '@jobsite/ui/card';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberNav } from '@/features/mypage/MemberNav';
import * as forms from '@/features/profile/forms.css';
import {
  birthYearOptions,
  employmentStatusOptions,
  genderOptions,
  occupationGroups,
  prefectureOptions,
} from '@/features/profile/options';
import { BasicInformationForm, DesiredOccupationsForm } from '@/features/profile/ProfileForms';
import { loadProfileEditor } from '@/features/profile/profile-data';
import { basicInformationValues, wishesValues } from '@/features/profile/profile-form';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'プロフィール編集',
  robots: { index: false, follow: false },
};

/** /member/profile/: basic information and desired occupations of the signed-in member. */
export default async function ProfilePage() {
  const user = await loadProfileEditor();
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: 'プロフィール編集' }]}
      />
      <h1 className={page.pageTitle}>プロフィール編集</h1>
      <MemberNav current={paths.profile()} />
      <p className={page.lead}>
        ログインID：{user.email ?? user.phoneNumber}（
        <a href={user.authType === 'email' ? paths.editEmail() : paths.editPhoneNumber()}>
          {user.authType === 'email' ? 'メールアドレスを変更' : '電話番号を変更'}
        </a>
        ）
      </p>
      <div className={forms.stack}>
        <Card as="section">
          <BasicInformationForm
            initial={basicInformationValues(user)}
            options={{
              birthYears: birthYearOptions(),
              genders: genderOptions(),
              prefectures: prefectureOptions(),
              employmentStatuses: employmentStatusOptions(),
            }}
          />
        </Card>
        <Card as="section">
          <DesiredOccupationsForm initial={wishesValues(user)} groups={occupationGroups()} />
        </Card>
      </div>
    </div>
  );
}
