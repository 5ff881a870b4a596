import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { type CardVariants, card } from './Card.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: `section` or `article` when the card has its own heading. */
  as?: 'div' | 'section' | 'article';
  tone?: CardVariants['tone'];
};

/** A bordered block that groups one thing (a form, a list of settings) on a page. */
export function Card({ as: Element = 'div', tone, className, ...props }: CardProps) {
  return <Element className={cx(card({ tone }), className)} {...props} />;
}
