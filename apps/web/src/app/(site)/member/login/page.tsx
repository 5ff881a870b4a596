import type { Metadata } from 'next';
import { AccountPage } from '@/features/account/AccountPage';
import { LoginForm } from '@/features/account/LoginForm';
import { paths } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'ログイン',
  alternates: { canonical: paths.login() },
  robots: { index: false, follow: true },
};

/**
 * /member/login/ (spec §2): the form reads `redirect_path` and the query it keeps in the
 * browser.
 */
export default function LoginPage() {
  return (
    <AccountPage title="ログイン">
      <LoginForm />
    </AccountPage>
  );
}
