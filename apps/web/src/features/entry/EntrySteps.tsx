import * as css from './Entry.css';

/** Spec §1: applying in three steps (search and apply, interview date, decision and joining). */
export const ENTRY_STEPS = [
  {
    title: '求人を探して応募',
    text: '気になる求人に応募すると、企業とのメッセージが始まります。',
  },
  {
    title: '企業と面接日程を調整',
    text: 'メッセージで企業と面接の日程を決めます。',
  },
  {
    title: '選考・入社',
    text: '面接のあと選考結果が届き、内定が決まれば入社です。',
  },
] as const;

export function EntrySteps({ completed = 0 }: { completed?: number }) {
  return (
    <ol className={css.steps} aria-label="応募から入社までの流れ">
      {ENTRY_STEPS.map((step, index) => (
        <li
          key={step.title}
          className={index < completed ? `${css.step} ${css.stepDone}` : css.step}
        >
          <span className={css.stepNumber}>
            STEP{index + 1}
            {index < completed ? '（完了）' : ''}
          </span>
          <span className={css.stepTitle}>{step.title}</span>
          <span className={css.stepText}>{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
