import type { Metadata } from 'next';
import { AccountLinks } from '@/features/account/AccountLinks';
import { AccountPage } from '@/features/account/AccountPage';
import { IdentityChangeForm } from '@/features/account/IdentityChangeForm';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';

export const metadata: Metadata = {
  title: 'メールアドレスの変更',
  robots: { index: false, follow: false },
};

/** Edit email: members only (a visitor goes to login and comes back). */
export default async function EditEmailPage() {
  await requireMember(paths.editEmail());
  return (
    <AccountPage
      after={<AccountLinks />}
      title="メールアドレスの変更"
      crumbs={[{ label: 'マイページ', href: paths.myPage() }, { label: 'メールアドレスの変更' }]}
    >
      <IdentityChangeForm kind="email" />
    </AccountPage>
  );
}
