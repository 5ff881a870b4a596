import { LAST_SESSION_UPDATE_INTERVAL_MS } from '@jobsite/domain/constants';

/**
 * Spec §4/§9: after a route change a signed-in member's last session is sent at most once
 * an hour. `lastSentAt` is the stored `lastSessionSentAt` (epoch ms as text, or null).
 * A value in the future (clock moved back) or unreadable counts as never sent.
 */
export function shouldSendLastSession(
  lastSentAt: string | null,
  now: number,
  interval: number = LAST_SESSION_UPDATE_INTERVAL_MS,
): boolean {
  if (!lastSentAt) return true;
  const sent = Number(lastSentAt);
  if (!Number.isFinite(sent) || sent > now) return true;
  return now - sent >= interval;
}
