import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { useBodyScrollLock } from './useBodyScrollLock';

/**
 * Drives a native `<dialog>` as a modal: `showModal()` gives the top layer, the inert page
 * and the focus trap for free. Escape and a click on the backdrop ask `onClose`; the page
 * does not scroll while open; focus returns to where it was on close.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useBodyScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      previouslyFocused?.focus?.();
    };
  }, [open, ref, initialFocus]);

  return {
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      }
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      // A click whose target is the dialog itself landed on the ::backdrop.
      if (event.target === event.currentTarget) closeRef.current();
    },
  };
}
