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
 * Calls `onScroll` with the current metrics once after mount (in the next animation frame)
 * and on every window scroll/resize. The listener is passive; callers keep it cheap (compare
 * numbers, set state on change).
 *
 * The first reading waits for the frame: reading scroll metrics right after the component's
 * DOM went in would force a synchronous layout of the whole page inside the task that mounted
 * it (on a phone, part of the longest task after the page loads).
 */
export function useWindowScroll(onScroll: (metrics: ScrollMetrics, previousY: number) => void) {
  const callback = useRef(onScroll);
  callback.current = onScroll;

  useEffect(() => {
    let previousY: number | null = null;
    const handle = () => {
      const metrics = readMetrics();
      callback.current(metrics, previousY ?? metrics.scrollY);
      previousY = metrics.scrollY;
    };
    const firstFrame = requestAnimationFrame(handle);
    window.addEventListener('scroll', handle, { passive: true });
    window.addEventListener('resize', handle, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', handle);
      window.removeEventListener('resize', handle);
    };
  }, []);
}
