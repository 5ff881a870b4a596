'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button, type ButtonProps } from '@jobsite/ui/button';
import { useState } from 'react';
import { signOut } from '@/lib/session/client';

/**
 * Sign-out (spec §4): ends the session everywhere, clears the session-scoped storage keys and
 * loads the top page. For my page, the account pages and menus. On failure the member stays
 * signed in and the message says so.
 */
export function SignOutButton({
  label = 'ログアウト',
  destination,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & { label?: string; destination?: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        tone="secondary"
        {...button}
        disabled={pending || button.disabled}
        onClick={async () => {
          setPending(true);
          setError(null);
          const failure = await signOut(destination);
          if (failure) {
            setError(failure.message);
            setPending(false);
          }
        }}
      >
        {pending ? 'ログアウト中…' : label}
      </Button>
      {error && <Alert>{error}</Alert>}
    </>
  );
}
