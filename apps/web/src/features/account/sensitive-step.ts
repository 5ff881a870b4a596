import type { AuthFailure } from '@/lib/session/auth-api';
import { type FormErrors, isSessionOver } from './form-errors';

/**
 * The errors of a refused sensitive step (password change, re-entered password, 退会): the
 * BFF's field messages on their fields, anything else above the form. An ended session goes to
 * login and gives null (decisions 0041, 0042).
 */
export async function sensitiveStepErrors<F extends string>(
  failure: AuthFailure,
  fields: readonly F[],
): Promise<FormErrors<F> | null> {
  if (isSessionOver(failure)) {
    const { endExpiredSession } = await import('@/lib/session/expiry');
    await endExpiredSession();
    return null;
  }
  const mine: Partial<Record<F, string>> = {};
  for (const [key, message] of Object.entries(failure.fieldErrors)) {
    if ((fields as readonly string[]).includes(key)) mine[key as F] = message;
  }
  return { fields: mine, form: Object.keys(mine).length > 0 ? null : failure.message };
}
