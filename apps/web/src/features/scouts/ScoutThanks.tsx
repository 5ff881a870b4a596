import { ButtonLink } from '@jobsite/ui/button';
import { paths } from '../../lib/paths';
import * as page from '../../styles/page.css';
import type { AnswerType } from './options';
import * as css from './scouts.css';

/** Spec §1: applying in three steps; the first is done once the entry is sent. */
const STEPS = [
  { title: '求人を探して応募', body: '気になる求人やスカウトに応募します。' },
  { title: '企業と面接日程を調整', body: '企業からメッセージや電話で連絡が届きます。' },
  { title: '選考・入社', body: '面接の結果を受け取り、内定後に入社となります。' },
] as const;

const TEXT = {
  entry: {
    title: '応募が完了しました',
    lead: 'スカウトへの応募を受け付けました。企業からの連絡をお待ちください。',
  },
  inquiry: {
    title: 'お問い合わせを送信しました',
    lead: '「話を聞いてみたい」ことを企業に伝えました。企業から詳しい説明の連絡が届きます。',
  },
} as const;

/** The thanks page after a scout entry or inquiry, for members and for visitors. */
export function ScoutThanks({ type, member }: { type: AnswerType; member: boolean }) {
  const text = TEXT[type];
  return (
    <div>
      <h1 className={page.pageTitle}>{text.title}</h1>
      <p className={page.lead}>{text.lead}</p>
      {type === 'entry' && (
        <ol className={css.steps} aria-label="応募から入社までの流れ">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className={[css.step, index === 1 ? css.stepCurrent : ''].filter(Boolean).join(' ')}
            >
              <p className={css.stepTitle}>
                STEP{index + 1} {step.title}
              </p>
              <p className={page.muted}>{step.body}</p>
            </li>
          ))}
        </ol>
      )}
      {member ? (
        <div className={css.actions}>
          <ButtonLink href={paths.messages()}>メッセージを確認する</ButtonLink>
          <ButtonLink href={paths.scouts()} tone="secondary">
            スカウト一覧へ
          </ButtonLink>
        </div>
      ) : (
        <div>
          <p className={page.muted}>
            会員登録（無料）をすると、企業とのメッセージやほかのスカウトをマイページで確認できます。
          </p>
          <div className={css.actions}>
            <ButtonLink href={paths.signup()}>無料で会員登録する</ButtonLink>
            <ButtonLink href={paths.home()} tone="secondary">
              トップページへ
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
