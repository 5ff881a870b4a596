import { paths } from '@/lib/paths';
import * as css from './AccountForm.css';
import { SignOutButton } from './SignOutButton';

/** Below the account settings forms: the other settings and sign-out. */
export function AccountLinks() {
  return (
    <nav aria-label="アカウント設定" className={css.accountLinks}>
      <a href={paths.editEmail()} className={css.link}>
        メールアドレスの変更
      </a>
      <a href={paths.editPhoneNumber()} className={css.link}>
        携帯電話番号の変更
      </a>
      <a href={paths.resetPassword()} className={css.link}>
        パスワードの再設定
      </a>
      <SignOutButton size="sm" />
    </nav>
  );
}
