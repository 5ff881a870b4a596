import { useEffect, useRef } from 'react';

export type ScrollMetrics = {
  scrollY: number;
  /** Pixels left between the bottom of the viewport and the end of the page. */
  distanceToEnd: number;
};

function readMetrics(): ScrollMetrics {
  const scrollY = window.scrollY;
  const pageHeight = document.documentElement.scrollHeight;
  return { scrollY, distanceToEnd: pageHeight - (scrollY + window.innerHeight) };
}

/**
 * Calls `onScroll` with the current metrics on mount and on every window scroll/resize.
 * The listener is passive; callers keep it cheap (compare numbers, set state on change).
 */
export function useWindowScroll(onScroll: (metrics: ScrollMetrics, previousY: number) => void) {
  const callback = useRef(onScroll);
  callback.current = onScroll;

  useEffect(() => {
    let previousY = window.scrollY;
    const handle = () => {
      const metrics = readMetrics();
      callback.current(metrics, previousY);
      previousY = metrics.scrollY;
    };
    handle();
    window.addEventListener('scroll', handle, { passive: true });
    window.addEventListener('resize', handle, { passive: true });
    return () => {
      window.removeEventListener('scroll', handle);
      window.removeEventListener('resize', handle);
    };
  }, []);
}
