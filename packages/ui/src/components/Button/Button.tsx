import type { ButtonHTMLAttributes } from 'react';
import { type AppLinkProps, Link } from '../Link/Link';
import { type ButtonVariants, button } from './Button.css';

type StyleProps = {
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps;

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  tone,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}

export type ButtonLinkProps = AppLinkProps & StyleProps;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ tone, size, fullWidth, className, ...props }: ButtonLinkProps) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
