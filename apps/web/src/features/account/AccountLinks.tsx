import { paths } from '@/lib/paths';
import * as css from './AccountForm.css';
import { SignOutButton } from './SignOutButton';

/** The account settings and sign-out: below the account forms and on my page. */
export function AccountLinks() {
  return (
    <nav aria-label="アカウント設定" className={css.accountLinks}>
      <a href={paths.editEmail()} className={css.link}>
        メールアドレスの変更
      </a>
      <a href={paths.editPhoneNumber()} className={css.link}>
        携帯電話番号の変更
      </a>
      <a href={paths.changePassword()} className={css.link}>
        パスワードの変更
      </a>
      <a href={paths.myData()} className={css.link}>
        登録データの確認・ダウンロード
      </a>
      <a href={paths.withdraw()} className={css.link}>
        退会
      </a>
      <SignOutButton size="sm" />
    </nav>
  );
}
