import type { ReactNode } from 'react';
import { CloseIcon } from '../../internal/CloseIcon';
import * as css from './FilterSheet.css';
import { SheetFrame } from './SheetFrame';

/**
 * The Invoker Commands attributes (`commandfor`, `command`): the browser opens and closes the
 * dialog itself, with no script, so the sheet is a plain GET form that works before (or
 * without) hydration. React passes these lowercase attributes through as they are.
 */
const invoke = (command: 'show-modal' | 'close', target: string) =>
  ({ commandfor: target, command }) as Record<string, string>;

export type FilterSheetProps = {
  /** The dialog's id, which the opener names. */
  id: string;
  title: ReactNode;
  /** Where the GET form goes (the list's path); the conditions become its query. */
  action: string;
  /** The fields, grouped in fieldsets. */
  children: ReactNode;
  /** Under the fields, kept in view: the submit button with the live count, a clear link. */
  footer: ReactNode;
  closeLabel?: string;
};

/**
 * A full-screen sheet of search conditions on phones, on the native modal `<dialog>`: the
 * browser traps focus inside it, Escape closes it, it is labelled by its title. From the
 * desktop width the same form sits in the page (a side column) instead, in a `<section>`
 * labelled by the title once hydrated (SheetFrame). The form renders on the server.
 */
export function FilterSheet({
  id,
  title,
  action,
  children,
  footer,
  closeLabel = '閉じる',
}: FilterSheetProps) {
  const titleId = `${id}-title`;
  return (
    <SheetFrame id={id} className={css.sheet} labelledBy={titleId}>
      <form
        action={action}
        method="get"
        className={css.form}
        id={`${id}-form`}
        aria-labelledby={titleId}
      >
        <div className={css.header}>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          <button
            type="button"
            className={css.close}
            aria-label={closeLabel}
            {...invoke('close', id)}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={css.body}>{children}</div>
        <div className={css.footer}>{footer}</div>
      </form>
    </SheetFrame>
  );
}

export type FilterSheetOpenerProps = {
  /** The sheet's id. */
  sheetId: string;
  children: ReactNode;
  /** How many conditions are applied (a badge when more than 0). */
  appliedCount?: number;
  className?: string;
};

/** The button that opens the sheet (`command="show-modal"`). */
export function FilterSheetOpener({
  sheetId,
  children,
  appliedCount = 0,
  className,
}: FilterSheetOpenerProps) {
  return (
    <button
      type="button"
      className={[css.opener, className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      {...invoke('show-modal', sheetId)}
    >
      {children}
      {appliedCount > 0 && (
        <span className={css.badge}>
          {appliedCount}
          <span className={css.visuallyHidden}>件の条件</span>
        </span>
      )}
    </button>
  );
}
