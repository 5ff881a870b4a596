/**
 * The next trickle step of a loading bar (the curve NProgress uses): quick at first, slower
 * as it nears the end, never reaching 1 on its own.
 */
export function trickle(progress: number): number {
  let step = 0;
  if (progress < 0.2) step = 0.1;
  else if (progress < 0.5) step = 0.04;
  else if (progress < 0.8) step = 0.02;
  else if (progress < 0.99) step = 0.005;
  return Math.min(progress + step, 0.994);
}

/** How often the bar creeps forward while loading (NProgress's default). */
export const TRICKLE_INTERVAL_MS = 200;
