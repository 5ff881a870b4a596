/**
 * The readable auth record cookie the BFF sets beside its HttpOnly session (spec §4: uid and
 * email, no token). `__Host-` prefixed on https, plain on local http.
 */
export const AUTH_RECORD_COOKIES = ['__Host-authRecord', 'authRecord'] as const;

export type AuthRecord = { uid: string; email: string | null };

export function parseAuthRecord(value: string | null | undefined): AuthRecord | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== 'object') return null;
    const { uid, email } = parsed as Record<string, unknown>;
    if (typeof uid !== 'string' || uid.length === 0) return null;
    return { uid, email: typeof email === 'string' ? email : null };
  } catch {
    return null;
  }
}
