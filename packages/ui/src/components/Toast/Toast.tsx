'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../internal/CloseIcon';
import * as css from './Toast.css';

export type ToastTone = 'info' | 'success' | 'error';

export type ToastProps = {
  /** Nothing renders without a message. A new message restarts the timer. */
  message: ReactNode | null;
  tone?: ToastTone;
  onClose: () => void;
  /** Auto-dismiss after this many ms; `null` keeps it until closed. Paused on hover/focus. */
  duration?: number | null;
  action?: { label: string; onClick: () => void };
};

const DEFAULT_DURATION_MS = 5000;

/**
 * A short message at the bottom of the screen. Errors are announced assertively
 * (role="alert"), others politely (role="status").
 */
export function Toast({
  message,
  tone = 'info',
  onClose,
  duration = DEFAULT_DURATION_MS,
  action,
}: ToastProps) {
  const [paused, setPaused] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (message === null || duration === null || paused) return;
    const timer = setTimeout(() => closeRef.current(), duration);
    return () => clearTimeout(timer);
  }, [message, duration, paused]);

  if (message === null) return null;
  return (
    <div className={css.region}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer (WCAG 2.2.1). */}
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className={css.toast({ tone })}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <p className={css.message}>{message}</p>
        {action && (
          <button type="button" className={css.action} onClick={action.onClick}>
            {action.label}
          </button>
        )}
        <button type="button" className={css.close} onClick={onClose} aria-label="閉じる">
          <CloseIcon size={16} />
        </button>
      </div>
    </div>
  );
}
