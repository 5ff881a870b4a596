import type { Metadata } from 'next';
import { AccountLinks } from '@/features/account/AccountLinks';
import { AccountPage } from '@/features/account/AccountPage';
import { IdentityChangeForm } from '@/features/account/IdentityChangeForm';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';

export const metadata: Metadata = {
  title: '携帯電話番号の変更',
  robots: { index: false, follow: false },
};

/** Edit phone number: members only (a visitor goes to login and comes back). */
export default async function EditPhoneNumberPage() {
  await requireMember(paths.editPhoneNumber());
  return (
    <AccountPage
      after={<AccountLinks />}
      title="携帯電話番号の変更"
      crumbs={[{ label: 'マイページ', href: paths.myPage() }, { label: '携帯電話番号の変更' }]}
    >
      <IdentityChangeForm kind="phoneNumber" />
    </AccountPage>
  );
}
