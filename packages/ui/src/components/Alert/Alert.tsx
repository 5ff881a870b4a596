import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import { type AlertVariants, alert } from './Alert.css';

export type AlertTone = NonNullable<AlertVariants['tone']>;

export type AlertProps = HTMLAttributes<HTMLElement> & {
  tone?: AlertTone;
  /** `p` for one sentence (the default), `div` for more. */
  as?: 'p' | 'div';
  /**
   * Whether screen readers announce it when it appears: an error as `alert`, anything else as
   * `status`. False for a message that is part of the page from the start.
   */
  live?: boolean;
  ref?: Ref<HTMLElement>;
};

/** An error, a confirmation, a warning or a note, in the tone's colours. */
export function Alert({
  tone = 'danger',
  as: Element = 'p',
  live = true,
  className,
  ...props
}: AlertProps) {
  const role = live ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <Element
      role={role}
      className={cx(alert({ tone }), className)}
      {...(props as HTMLAttributes<HTMLElement>)}
    />
  );
}
