import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AUTH_RECORD_COOKIES, type AuthRecord, parseAuthRecord } from '../cookies/auth-record';
import { loginPathFor } from './redirect';

/**
 * Session helpers for server components and route handlers of member pages. Reading cookies
 * makes the route dynamic: use them only under /member/ (and /entry), never on public
 * pages, which stay static and cached (decision 0013).
 *
 * The auth record cookie says who signed in; it is not a proof. The BFF checks the HttpOnly
 * session on every GraphQL call and the browser client ends an expired session (spec §8).
 */

/** The signed-in member's auth record (`{ uid, email }`), or null for a visitor. */
export async function getAuthRecord(): Promise<AuthRecord | null> {
  const jar = await cookies();
  for (const name of AUTH_RECORD_COOKIES) {
    const record = parseAuthRecord(jar.get(name)?.value);
    if (record) return record;
  }
  return null;
}

/**
 * The member's auth record; a visitor is redirected to `/member/login/?redirect_path=…`
 * so they come back to `returnPath` (e.g. `paths.settings()`) after signing in.
 *
 *   export default async function SettingsPage() {
 *     await requireMember(paths.settings());
 *     return <SettingsView />;
 *   }
 */
export async function requireMember(returnPath: string): Promise<AuthRecord> {
  const record = await getAuthRecord();
  if (!record) redirect(loginPathFor(returnPath));
  return record;
}
