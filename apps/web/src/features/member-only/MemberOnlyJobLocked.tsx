import { MARKETING } from '@jobsite/domain/constants';
import { MEMBER_ONLY_JOB_MESSAGE } from '@jobsite/domain/errors';
import type { OccupationMaster } from '@jobsite/domain/masters';
import { ButtonLink } from '@jobsite/ui/button';
import { Link } from '@jobsite/ui/link';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import { LockIcon } from './LockIcon';
import * as css from './MemberOnly.css';
import { RefreshWhenSignedIn } from './RefreshWhenSignedIn';

/**
 * What a visitor sees at a member-only job's address (会員限定求人): that it is there and
 * how to see it — sign-up or login that comes back here — and nothing of the job. The api
 * told the page only that the job is member-only (MEMBER_ONLY_JOB); the occupation is the
 * one in the address.
 */
export function MemberOnlyJobLocked({
  occupation,
  jobId,
}: {
  occupation: OccupationMaster;
  jobId: string;
}) {
  const returnPath = paths.job(occupation.occupationNameEn, jobId);
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          {
            label: `${occupation.name}の求人`,
            href: paths.occupation(occupation.occupationNameEn),
          },
          { label: '会員限定求人' },
        ]}
      />
      <div className={css.page}>
        <h1 className={page.pageTitle}>会員限定求人</h1>
        <section
          className={css.lockedCard}
          aria-labelledby="member-only-job"
          data-member-only-locked=""
        >
          <h2 id="member-only-job" className={css.lockedHeading}>
            <LockIcon />
            この求人は会員の方だけにご紹介しています
          </h2>
          <p className={css.text}>{MEMBER_ONLY_JOB_MESSAGE}</p>
          <p className={css.text}>
            会員登録は無料、最短{MARKETING.signupSeconds}
            秒で完了します。登録後はこのページに戻り、給与・勤務地・仕事内容などをご覧いただけます。
          </p>
          <div className={css.actions}>
            <ButtonLink href={paths.signupReturningTo(returnPath)} size="lg">
              無料会員登録して求人を見る
            </ButtonLink>
            <ButtonLink href={paths.loginReturningTo(returnPath)} tone="secondary" size="lg">
              ログイン
            </ButtonLink>
          </div>
        </section>
        <p className={page.muted}>
          公開中の求人は
          <Link href={paths.occupation(occupation.occupationNameEn)}>
            {occupation.name}の求人一覧
          </Link>
          からご覧いただけます。
        </p>
      </div>
      <RefreshWhenSignedIn />
    </div>
  );
}
