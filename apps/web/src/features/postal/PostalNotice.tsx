import * as css from '@/features/profile/forms.css';
import type { PostalNotice as Notice } from './use-postal-address-fill';

/**
 * What the postal-code lookup found, or why it found nothing. A polite live region that is
 * always there (empty until a lookup ends), so screen readers announce each result; not a
 * `status` role, which stays the form's own save or send outcome.
 */
export function PostalNotice({ notice }: { notice: Notice }) {
  return (
    <p
      aria-live="polite"
      data-testid="postal-notice"
      className={notice?.tone === 'problem' ? css.error : css.muted}
    >
      {notice?.text}
    </p>
  );
}
