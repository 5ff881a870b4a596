import { Activity, type ReactNode } from 'react';

/**
 * Server-rendered content whose hydration may wait: the page's first hydration pass skips it
 * and React hydrates it afterwards at idle priority, in slices of about 5 ms, so a long list,
 * an aside full of links or the footer never holds the main thread in one long task
 * (docs/decisions/0013, docs/performance.md "Web").
 *
 * An `<Activity mode="visible">` boundary, not `<Suspense>`: React's server renderer writes
 * its content in place, in document order, with no fallback (a completed Suspense boundary
 * larger than about 12 kB is streamed out of order instead, which moved the page: CLS 0.59).
 * Everything inside must be ready when it renders (data awaited above it): nothing in it
 * may suspend. A click or a key press inside content that is still waiting hydrates it at once
 * and is then handled as usual.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
