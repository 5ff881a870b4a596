'use client';

import { useAuthState } from '@/lib/client-state/cookie-store';

/**
 * Hides what is for visitors only (`data-audience="visitor"`: the footer's ログイン and
 * 会員登録, the registration note) once the page knows the reader is a member: one style rule
 * instead of client code in the server-rendered footer.
 */
export function VisitorOnlyStyle() {
  return useAuthState() === 'signedIn' ? (
    <style>{'[data-audience="visitor"]{display:none}'}</style>
  ) : null;
}
