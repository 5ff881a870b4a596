import * as css from '@/features/profile/forms.css';
import type { PostalNotice as Notice } from './use-postal-address-fill';

/**
 * What the postal-code lookup found, or why it found nothing. A live region that is always
 * there (empty until a lookup ends), so screen readers announce each result.
 */
export function PostalNotice({ notice }: { notice: Notice }) {
  return (
    <p
      role="status"
      data-testid="postal-notice"
      className={notice?.tone === 'problem' ? css.error : css.muted}
    >
      {notice?.text}
    </p>
  );
}
