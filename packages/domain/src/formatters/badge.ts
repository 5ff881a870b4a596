import { BADGE } from '../constants';

/**
 * Header count badge label (spec §2): null when the badge is hidden (0, negative, NaN or
 * missing), the count up to BADGE.cap, BADGE.overCapLabel ('99+') above it.
 */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || Number.isNaN(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > BADGE.cap ? BADGE.overCapLabel : String(whole);
}
