import { ButtonLink } from '@jobsite/ui/button';
import type { JobCardJob } from '@jobsite/ui/job-card';
import { Link } from '@jobsite/ui/link';
import { RelatedJobs } from '@/components/jobs/RelatedJobs';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import * as css from './Entry.css';
import { EntrySteps } from './EntrySteps';
import type { EntryType } from './entry-query';

export type SimilarJobs = { jobs: readonly JobCardJob[]; searchHref: string };

/**
 * The thanks page: what happens next (the three steps, first one done), similar open jobs to
 * apply to next, and where to go.
 */
export function EntryThanksView({
  type,
  count,
  signedIn,
  similar,
}: {
  type: EntryType;
  count: number;
  signedIn: boolean;
  similar: SimilarJobs;
}) {
  const inquiry = type === 'inquiry';
  return (
    <>
      <h1 className={page.pageTitle}>{inquiry ? '送信が完了しました' : '応募が完了しました'}</h1>
      <div role="status" className={css.done}>
        <p className={css.doneTitle}>
          {inquiry
            ? '「話を聞いてみたい」を企業に伝えました'
            : count > 1
              ? `${count}件の求人への応募を受け付けました`
              : '応募を受け付けました'}
        </p>
        <p>
          {signedIn
            ? '企業からの連絡はメッセージに届きます。面接の日程もメッセージで調整できます。'
            : '企業の担当者から、ご入力いただいた電話番号またはメールアドレスへ連絡があります。'}
        </p>
      </div>
      <EntrySteps completed={1} />
      {similar.jobs.length > 0 && (
        <section className={page.section} aria-labelledby="similar-jobs-title">
          <h2 id="similar-jobs-title" className={page.sectionTitle}>
            近くで募集中の似た求人
          </h2>
          <p className={page.muted}>同じ職種で、応募した求人の近くで募集している求人です。</p>
          <RelatedJobs jobs={similar.jobs} />
        </section>
      )}
      <p className={css.searchAgain}>
        <Link href={similar.searchHref}>求人検索に戻る</Link>
      </p>
      <div className={css.actions}>
        {signedIn ? (
          <>
            <ButtonLink href={paths.messages()} size="lg">
              メッセージを見る
            </ButtonLink>
            <ButtonLink href={paths.myPage()} tone="secondary" size="lg">
              マイページへ
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink href={paths.signup()} size="lg">
              会員登録（無料）してスカウトを受け取る
            </ButtonLink>
            <ButtonLink href={similar.searchHref} tone="secondary" size="lg">
              ほかの求人も探す
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}
