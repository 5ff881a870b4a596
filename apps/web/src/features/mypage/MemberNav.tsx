import * as css from '@/features/profile/forms.css';
import { paths } from '@/lib/paths';

const ITEMS = [
  { href: paths.myPage(), label: 'マイページ' },
  { href: paths.profile(), label: 'プロフィール' },
  { href: paths.careerSheet(), label: '職務経歴書' },
  { href: paths.resume(), label: '履歴書' },
  { href: paths.favorites(), label: '気になる求人' },
  { href: paths.settings(), label: 'スカウト設定' },
  { href: paths.notificationSettings(), label: '通知設定' },
] as const;

/** The member pages' own navigation, current page marked. */
export function MemberNav({ current }: { current: string }) {
  return (
    <nav aria-label="マイページメニュー">
      <ul className={css.nav}>
        {ITEMS.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className={css.navLink}
              aria-current={item.href === current ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
