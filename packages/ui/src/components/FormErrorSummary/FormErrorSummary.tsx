import type { ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Alert } from '../Alert/Alert';
import * as css from './FormErrorSummary.css';

export type FormErrorSummaryProps = {
  /** The form's messages, each shown as an alert; empty ones are skipped. */
  messages: ReadonlyArray<ReactNode>;
  /**
   * The form moves focus here after a submit (tabIndex -1), so a screen reader reads what
   * went wrong and the next Tab reaches the first field.
   */
  ref?: Ref<HTMLDivElement>;
  /** Anything after the messages that belongs to them (a confirmation, a link). */
  children?: ReactNode;
  className?: string;
};

/**
 * The place at the top of a form for what a submit found: always rendered (empty when all is
 * well) so focus has somewhere to go and the alerts are announced when they appear.
 */
export function FormErrorSummary({ messages, ref, children, className }: FormErrorSummaryProps) {
  return (
    <div ref={ref} tabIndex={-1} className={cx(css.summary, className)}>
      {messages.map((message, index) =>
        message ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is positional and short.
          <Alert key={index}>{message}</Alert>
        ) : null,
      )}
      {children}
    </div>
  );
}
