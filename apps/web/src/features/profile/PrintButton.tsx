'use client';

import { Button } from '@jobsite/ui/button';
import { useHydrated } from '@/lib/forms/use-hydrated';

/** Opens the browser's print dialog (the page's print CSS leaves the sheet alone on paper). */
export function PrintButton() {
  const hydrated = useHydrated();
  return (
    <Button type="button" disabled={!hydrated} onClick={() => window.print()}>
      印刷する
    </Button>
  );
}
