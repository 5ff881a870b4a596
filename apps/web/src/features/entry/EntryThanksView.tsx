import { ButtonLink } from '@jobsite/ui/button';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import * as css from './Entry.css';
import { EntrySteps } from './EntrySteps';
import type { EntryType } from './entry-query';

/** The thanks page: what happens next (the three steps, first one done) and where to go. */
export function EntryThanksView({
  type,
  count,
  signedIn,
}: {
  type: EntryType;
  count: number;
  signedIn: boolean;
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
            <ButtonLink href={paths.occupation('driver')} tone="secondary" size="lg">
              ほかの求人も探す
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}
