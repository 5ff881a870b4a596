'use client';

import { Button } from '@jobsite/ui/button';
import { FormStatus } from '@/features/profile/FormStatus';
import * as css from '@/features/profile/forms.css';
import { useSave } from '@/features/profile/use-save';
import { paths } from '@/lib/paths';
import { connectLine } from './line-actions';

/** One button that links the LINE account the link came with; nothing happens on opening it. */
export function LineLinkForm({
  conversionId,
  lineUserId,
  replaces,
}: {
  conversionId: string;
  lineUserId: string;
  replaces: boolean;
}) {
  const { state, pending, disabled, submit, summaryRef } = useSave(connectLine);
  if (state.status === 'saved') {
    return (
      <div className={css.form}>
        <FormStatus state={state} summaryRef={summaryRef} />
        <a className={css.inlineLink} href={paths.notificationSettings()}>
          通知設定へ戻る
        </a>
      </div>
    );
  }
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit({ conversionId, lineUserId });
      }}
    >
      <FormStatus state={state} summaryRef={summaryRef} />
      <p>
        {replaces
          ? 'すでに別のLINEアカウントと連携しています。このLINEアカウントに切り替えますか？'
          : 'このLINEアカウントと連携すると、選んだ通知がLINEにも届きます。'}
      </p>
      <div className={css.actions}>
        <Button type="submit" size="lg" disabled={disabled}>
          {pending ? '連携しています…' : replaces ? 'LINEの連携を切り替える' : 'LINEと連携する'}
        </Button>
      </div>
    </form>
  );
}
