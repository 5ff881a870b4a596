import { formatBadgeCount } from '@jobsite/domain/formatters';
import { visuallyHidden } from '../../internal/a11y.css';
import { badge } from './Header.css';

/** A count badge: nothing at 0 (or below), the domain's cap (`99+`) above 99. */
export function CountBadge({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  const label = formatBadgeCount(count);
  if (!label) return null;
  return (
    <span className={badge} data-testid="count-badge">
      {label}
      <span className={visuallyHidden}>件</span>
    </span>
  );
}
