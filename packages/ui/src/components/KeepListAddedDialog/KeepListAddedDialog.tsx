'use client';

import { KEEP_LIST } from '@jobsite/domain/constants';
import { Button, ButtonLink } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as css from './KeepListAddedDialog.css';

export type KeepListAddedDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called when 'Don't show next time' is ticked or unticked; the app sets the cookie. */
  onDontShowAgainChange: (dontShowAgain: boolean) => void;
  dontShowAgain?: boolean;
  signupHref?: string;
  loginHref?: string;
  /** Visitors are offered sign-up and login (default); members are not. */
  showAuthLinks?: boolean;
  /** The current route: the dialog closes when it changes. */
  pathname?: string;
};

const lifetime =
  KEEP_LIST.lifetimeDays % 7 === 0
    ? `${KEEP_LIST.lifetimeDays / 7}週間`
    : `${KEEP_LIST.lifetimeDays}日間`;

export const KEEP_LIST_ADDED_TEXT = {
  title: 'リストに追加しました！',
  body: `気になるリストの求人は${lifetime}保存されます。会員登録・ログインすると、より長く保存できます。`,
  dontShowAgain: '次回から表示しない',
} as const;

/** The 'Added to list!' dialog shown when the saved count rises (spec §4). */
export function KeepListAddedDialog({
  open,
  onClose,
  onDontShowAgainChange,
  dontShowAgain,
  signupHref = '/member/signup/',
  loginHref = '/member/login/',
  showAuthLinks = true,
  pathname,
}: KeepListAddedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      pathname={pathname}
      title={KEEP_LIST_ADDED_TEXT.title}
      actions={
        <>
          {showAuthLinks && (
            <>
              <ButtonLink href={signupHref} fullWidth onClick={onClose}>
                会員登録（無料）
              </ButtonLink>
              <ButtonLink href={loginHref} tone="secondary" fullWidth onClick={onClose}>
                ログイン
              </ButtonLink>
            </>
          )}
          <Button tone="ghost" fullWidth onClick={onClose}>
            閉じる
          </Button>
          <label className={css.checkboxRow}>
            <input
              type="checkbox"
              className={css.checkbox}
              checked={dontShowAgain}
              onChange={(event) => onDontShowAgainChange(event.currentTarget.checked)}
            />
            {KEEP_LIST_ADDED_TEXT.dontShowAgain}
          </label>
        </>
      }
    >
      <p>{KEEP_LIST_ADDED_TEXT.body}</p>
    </Dialog>
  );
}
