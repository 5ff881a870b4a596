'use client';

import { PROGRESS_BAR } from '@jobsite/domain/constants';
import { useEffect, useRef, useState } from 'react';
import * as css from './PageLoadingBar.css';
import { TRICKLE_INTERVAL_MS, trickle } from './progress';

export type PageLoadingBarProps = {
  /** True while a route change is loading. */
  loading: boolean;
  /** Transition time of each step and of the fade-out, in ms (domain default 400). */
  speed?: number;
  /** Where the bar starts, 0..1 (domain default 0.25). */
  minimum?: number;
};

type Phase = 'idle' | 'loading' | 'finishing' | 'fading';

/** The thin bar at the top of the page during route changes (NProgress behaviour). */
export function PageLoadingBar({
  loading,
  speed = PROGRESS_BAR.speed,
  minimum = PROGRESS_BAR.minimum,
}: PageLoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => {
    if (loading) {
      setPhase('loading');
      setProgress((current) => (phaseRef.current === 'loading' ? current : minimum));
      const timer = setInterval(() => setProgress(trickle), TRICKLE_INTERVAL_MS);
      return () => clearInterval(timer);
    }
    if (phaseRef.current === 'idle') return;
    // Done: run to the end, fade out, then reset.
    setPhase('finishing');
    setProgress(1);
    const fade = setTimeout(() => setPhase('fading'), speed);
    const reset = setTimeout(() => {
      setPhase('idle');
      setProgress(0);
    }, speed * 2);
    return () => {
      clearTimeout(fade);
      clearTimeout(reset);
    };
  }, [loading, minimum, speed]);

  if (phase === 'idle') return null;
  return (
    <div
      className={css.track}
      style={{ opacity: phase === 'fading' ? 0 : 1, transitionDuration: `${speed}ms` }}
      role="progressbar"
      aria-label="ページを読み込み中"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <div
        className={css.bar}
        style={{ transform: `scaleX(${progress})`, transitionDuration: `${speed}ms` }}
      />
    </div>
  );
}
