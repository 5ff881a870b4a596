import { MARKETING } from '@jobsite/domain/constants';
import { ButtonLink } from '@jobsite/ui/button';
import { paths } from '@/lib/paths';
import { LockIcon } from './LockIcon';
import * as css from './MemberOnly.css';

const number = new Intl.NumberFormat('ja-JP');

/**
 * The locked card a visitor sees in a job list in place of its member-only jobs (会員限定求人):
 * how many there are, and the way to them — sign-up (or login) that comes back to this list.
 * Server-rendered, no JavaScript: the list page stays cached and the same for every visitor.
 * `count` null: the list does not tell (a salary floor narrows it), the card still invites.
 */
export function MemberOnlyTeaser({
  count,
  returnPath,
}: {
  count: number | null;
  returnPath: string;
}) {
  if (count === 0) return null;
  return (
    <section
      className={css.lockedCard}
      aria-labelledby="member-only-teaser"
      data-member-only-teaser=""
    >
      <h2 id="member-only-teaser" className={css.lockedHeading}>
        <LockIcon />
        {count === null ? (
          '会員限定求人もあります'
        ) : (
          <span>
            この条件の会員限定求人 <span className={css.count}>{number.format(count)}</span>件
          </span>
        )}
      </h2>
      <p className={css.text}>
        一般には公開していない求人です。無料の会員登録（最短{MARKETING.signupSeconds}
        秒）またはログインで、求人の詳細をご覧いただけます。
      </p>
      <div className={css.actions}>
        <ButtonLink href={paths.signupReturningTo(returnPath)}>無料会員登録して見る</ButtonLink>
        <ButtonLink href={paths.loginReturningTo(returnPath)} tone="secondary">
          ログイン
        </ButtonLink>
      </div>
    </section>
  );
}
