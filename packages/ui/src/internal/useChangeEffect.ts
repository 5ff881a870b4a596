import { useEffect, useRef } from 'react';

/** Runs `effect` when `value` changes after the first render (e.g. a route change). */
export function useChangeEffect<T>(value: T, effect: () => void) {
  const previous = useRef(value);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    latest.current();
  }, [value]);
}
