import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Link } from '../Link/Link';
import * as css from './FeatureChips.css';

export type ChipTone = 'neutral' | 'brand' | 'accent';

export type ChipProps = { children: ReactNode; href?: string; tone?: ChipTone };

/** A small label: a job feature, a magazine category. A link when `href` is given. */
export function Chip({ children, href, tone = 'neutral' }: ChipProps) {
  if (href) {
    return (
      <Link href={href} className={css.chip({ tone, interactive: true })}>
        {children}
      </Link>
    );
  }
  return <span className={css.chip({ tone })}>{children}</span>;
}

export type FeatureChip = { id: string | number; name: string; href?: string };

export type FeatureChipsProps = {
  features: ReadonlyArray<FeatureChip>;
  /** Accessible name of the list, e.g. 「この求人の特徴」. */
  label?: string;
  tone?: ChipTone;
  /** Show at most this many chips and a 「+N」 chip for the rest. */
  max?: number;
};

/**
 * A wrapping list of chips (job features, categories). Renders nothing when empty. A chip
 * without a link is the list item itself (one element per chip on every job card).
 */
export function FeatureChips({ features, label, tone, max }: FeatureChipsProps) {
  if (features.length === 0) return null;
  const shown = max === undefined ? features : features.slice(0, max);
  const rest = features.length - shown.length;
  return (
    <ul className={css.list} aria-label={label}>
      {shown.map((feature) =>
        feature.href ? (
          <li key={feature.id}>
            <Chip href={feature.href} tone={tone}>
              {feature.name}
            </Chip>
          </li>
        ) : (
          <li key={feature.id} className={css.chip({ tone })}>
            {feature.name}
          </li>
        ),
      )}
      {rest > 0 && (
        <li className={css.chip({ tone })}>
          <span aria-hidden="true">{`+${rest}`}</span>
          <span className={visuallyHidden}>{`ほか${rest}件`}</span>
        </li>
      )}
    </ul>
  );
}
