import type { Metadata } from 'next';
import { AccountLinks } from '@/features/account/AccountLinks';
import { AccountPage } from '@/features/account/AccountPage';
import { PasswordChangeForm } from '@/features/account/PasswordChangeForm';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';

export const metadata: Metadata = {
  title: 'パスワードの変更',
  robots: { index: false, follow: false },
};

/** Password change while signed in: members only (a visitor goes to login and comes back). */
export default async function ChangePasswordPage() {
  await requireMember(paths.changePassword());
  return (
    <AccountPage
      after={<AccountLinks />}
      title="パスワードの変更"
      crumbs={[{ label: 'マイページ', href: paths.myPage() }, { label: 'パスワードの変更' }]}
    >
      <PasswordChangeForm />
    </AccountPage>
  );
}
