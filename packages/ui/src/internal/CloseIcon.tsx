/** The cross of a close button (dialogs, sheets, the menu, toasts); the button is labelled. */
export function CloseIcon({ size }: { size: 16 | 20 | 24 }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
