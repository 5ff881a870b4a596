import { Alert } from '@jobsite/ui/alert';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import type { ReactNode, RefObject } from 'react';
import type { SaveState } from '@/features/mypage/mutation-result';
import * as css from './forms.css';

/**
 * The answer of a save above a form: saved (status), or what went wrong (alert). When the
 * session ended, login opens in a new tab so the form and what was typed stay here; saving
 * again afterwards works.
 */
export function FormStatus({
  state,
  summaryRef,
}: {
  state: SaveState;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <FormErrorSummary ref={summaryRef} messages={[failureMessage(state, '保存')]}>
      {state.status === 'saved' && <Alert tone="success">{state.message}</Alert>}
    </FormErrorSummary>
  );
}

/**
 * A member editor's form: its heading (the form's name), the answer of the last save, then
 * its fields. `onSubmit` sends what the form keeps (useSave).
 */
export function SaveForm({
  id,
  title,
  state,
  summaryRef,
  onSubmit,
  children,
}: {
  /** Names the heading (`{id}-title`), which labels the form. */
  id: string;
  title: string;
  state: SaveState;
  summaryRef: RefObject<HTMLDivElement | null>;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-title`} className={css.cardTitle}>
        {title}
      </h2>
      <FormStatus state={state} summaryRef={summaryRef} />
      {children}
    </form>
  );
}

/**
 * What a refused or failed submit shows, with login in another tab when the session ended;
 * false for any other state.
 */
export function failureMessage(
  state: { status: string; message?: string; loginHref?: string },
  retry: string,
) {
  if (state.status !== 'invalid' && state.status !== 'error') return false;
  return (
    <>
      {state.message}
      {state.loginHref && <LoginInAnotherTab href={state.loginHref} retry={retry} />}
    </>
  );
}

/**
 * After an ended session's message (spec §8): login in a new tab, so this page keeps the form
 * and what was typed; `retry` names what to do again afterwards (保存, 応募, 送信).
 */
export function LoginInAnotherTab({ href, retry }: { href: string; retry: string }) {
  return (
    <>
      {' '}
      <a href={href} target="_blank" rel="noopener" className={css.inlineLink}>
        別のタブでログインする
      </a>
      （入力内容はこのページに残ります。ログイン後にもう一度{retry}してください）
    </>
  );
}
