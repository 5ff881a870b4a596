'use client';

import { type ReactNode, useId, useRef } from 'react';
import { CloseIcon } from '../../internal/CloseIcon';
import { useChangeEffect } from '../../internal/useChangeEffect';
import { useModalDialog } from '../../internal/useModalDialog';
import * as css from './Dialog.css';

export type DialogProps = {
  open: boolean;
  /** Asked for by the close button, Escape, a backdrop click or a route change. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the body, stacked. */
  actions?: ReactNode;
  /** The current route: an open dialog asks to close when it changes. */
  pathname?: string;
  /** Role `alertdialog` for confirmations that need an answer. */
  alert?: boolean;
  closeLabel?: string;
};

/** A modal dialog on the native `<dialog>`: focus is trapped and the page does not scroll. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  pathname,
  alert = false,
  closeLabel = '閉じる',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const handlers = useModalDialog(ref, open, onClose);
  useChangeEffect(pathname, () => {
    if (open) onClose();
  });
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={handlers.onKeyDown}
      onClick={handlers.onClick}
    >
      <div className={css.content}>
        <div className={css.header}>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          <button
            type="button"
            className={css.closeButton}
            onClick={onClose}
            aria-label={closeLabel}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        {children && (
          <div id={bodyId} className={css.body}>
            {children}
          </div>
        )}
        {actions && <div className={css.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
