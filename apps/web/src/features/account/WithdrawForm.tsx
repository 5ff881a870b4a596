'use client';

import { ErrorCode } from '@jobsite/domain/errors';
import { Alert } from '@jobsite/ui/alert';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { useState } from 'react';
import { notifyCookieChange } from '@/lib/client-state/cookie-store';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { paths } from '@/lib/paths';
import { withdraw } from '@/lib/session/auth-api';
import { browserStorages, clearSessionScopedKeys } from '@/lib/session/storage';
import * as css from './AccountForm.css';
import { AccountDone } from './AccountParts';
import { needsRecentLogin, RecentLoginGate } from './RecentLoginGate';
import { sensitiveStepErrors } from './sensitive-step';

/**
 * 退会 (/member/withdraw/): after the consequences (on the page) and a recent login, the
 * member ticks the confirmation and deletes the account through the BFF (`/auth/withdraw`,
 * decision 0041). Applications still in selection need their own tick: the BFF names them.
 */
export function WithdrawForm() {
  return (
    <RecentLoginGate purpose="退会手続きへ進む">
      {(expire) => <WithdrawConfirmation onExpired={expire} />}
    </RecentLoginGate>
  );
}

function WithdrawConfirmation({ onExpired }: { onExpired: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const [openEntries, setOpenEntries] = useState<'unknown' | 'ask' | 'confirmed'>('unknown');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { pending, onSubmit } = useSubmitOnce(async () => {
    if (!confirmed || openEntries === 'ask') {
      setError('確認事項をお読みのうえ、チェックを入れてください');
      return;
    }
    const result = await withdraw(openEntries === 'confirmed');
    if (result.ok) {
      clearSessionScopedKeys(browserStorages());
      notifyCookieChange();
      setDone(true);
      return;
    }
    if (needsRecentLogin(result)) return onExpired();
    if (result.code === ErrorCode.OPEN_ENTRIES_NOT_CONFIRMED) setOpenEntries('ask');
    const next = await sensitiveStepErrors(result, []);
    if (next) setError(next.form);
  });

  if (done) {
    return (
      <AccountDone title="退会手続きが完了しました">
        <p>ご利用ありがとうございました。会員情報は削除され、ログインできなくなりました。</p>
        <ButtonLink href={paths.home()} tone="secondary" fullWidth>
          トップページへ
        </ButtonLink>
      </AccountDone>
    );
  }

  return (
    <form className={css.form} noValidate onSubmit={onSubmit} aria-label="退会の確認">
      {error && <Alert>{error}</Alert>}
      <label className={css.check}>
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        上記の内容を確認し、退会します
      </label>
      {openEntries !== 'unknown' && (
        <label className={css.check}>
          <input
            type="checkbox"
            checked={openEntries === 'confirmed'}
            onChange={(event) => setOpenEntries(event.currentTarget.checked ? 'confirmed' : 'ask')}
          />
          選考中の応募が取り下げとなることを確認しました
        </label>
      )}
      <Button type="submit" size="lg" tone="danger" fullWidth loading={pending}>
        {pending ? '手続き中…' : '退会する'}
      </Button>
      <ButtonLink href={paths.myPage()} tone="secondary" fullWidth>
        退会せずにマイページへ戻る
      </ButtonLink>
    </form>
  );
}
