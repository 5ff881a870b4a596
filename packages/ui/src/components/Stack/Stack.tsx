import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { type StackVariants, stack } from './Stack.css';

export type StackProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'ul' | 'ol';
  /** The space between children, from the theme's space scale. */
  gap?: StackVariants['gap'];
};

/** Children one under another with an even gap: the layout most pages and forms repeat. */
export function Stack({ as: Element = 'div', gap, className, ...props }: StackProps) {
  return <Element className={cx(stack({ gap }), className)} {...props} />;
}
