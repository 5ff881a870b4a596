import type { ButtonHTMLAttributes } from 'react';
import { type AppLinkProps, Link } from '../Link/Link';
import { type ButtonVariants, button, spinner } from './Button.css';

type StyleProps = {
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /**
     * The action is on its way: the button is disabled (a second press sends nothing),
     * `aria-busy`, and shows a spinner before its label (the label itself, e.g. 送信中…, is
     * the caller's, so its accessible name stays what the page says).
     */
    loading?: boolean;
  };

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  tone,
  size,
  fullWidth,
  className,
  type = 'button',
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <span className={spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export type ButtonLinkProps = AppLinkProps & StyleProps;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ tone, size, fullWidth, className, ...props }: ButtonLinkProps) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
