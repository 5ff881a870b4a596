'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { useState, useTransition } from 'react';
import * as css from '@/features/profile/forms.css';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { paths } from '@/lib/paths';
import { type UnsubscribeState, unsubscribe } from './unsubscribe-action';

/**
 * One button that stops the mail; a plain GET of the link never does (mail scanners open
 * links), the button or the mail program's one-click POST does.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<UnsubscribeState>({ status: 'idle' });
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  if (state.status === 'done') {
    return (
      <Alert as="div" tone="success">
        <p>「{state.label}」のメール配信を停止しました。</p>
        <p>
          ほかの通知は<a href={paths.notificationSettings()}>通知設定</a>で変更できます。
        </p>
      </Alert>
    );
  }
  return (
    <form
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => setState(await unsubscribe(token)));
      }}
    >
      {state.status === 'error' ? <Alert>{state.message}</Alert> : null}
      <div className={css.actions}>
        <Button type="submit" size="lg" disabled={!hydrated || pending}>
          {pending ? '停止しています…' : 'メール配信を停止する'}
        </Button>
      </div>
    </form>
  );
}
