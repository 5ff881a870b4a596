import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountPage } from '@/features/account/AccountPage';
import { ResetPasswordForm } from '@/features/account/ResetPasswordForm';
import { paths } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'パスワード再設定',
  alternates: { canonical: paths.resetPassword() },
  robots: { index: false, follow: true },
};

/** /member/resetPassword/ (spec §2): asking for the link, and setting the new password. */
export default function ResetPasswordPage() {
  return (
    <AccountPage title="パスワード再設定">
      <Suspense fallback={null}>
        <ResetPasswordForm />
      </Suspense>
    </AccountPage>
  );
}
