import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
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

/** What useSave gives a member editor's form. */
type Save<V> = {
  state: SaveState;
  summaryRef: RefObject<HTMLDivElement | null>;
  pending: boolean;
  disabled: boolean;
  submit: (values: V) => void;
};

/**
 * A member editor's form: its heading (the form's name), the answer of the last save, its
 * fields, then its buttons, the save button last. Submitting saves `values` (useSave).
 */
export function SaveForm<V>({
  id,
  title,
  save,
  values,
  submitLabel,
  actions,
  children,
}: {
  /** Names the heading (`{id}-title`), which labels the form. */
  id: string;
  title: string;
  save: Save<V>;
  values: V;
  submitLabel: string;
  /** Buttons before the save button (adding a row). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.submit(values);
      }}
    >
      <h2 id={`${id}-title`} className={css.cardTitle}>
        {title}
      </h2>
      <FormStatus state={save.state} summaryRef={save.summaryRef} />
      {children}
      <div className={css.actions}>
        {actions}
        <Button type="submit" size="lg" disabled={save.disabled} loading={save.pending}>
          {save.pending ? '保存中…' : submitLabel}
        </Button>
      </div>
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
