import { ErrorCode, errorMessage, type FieldErrors } from '@jobsite/domain/errors';
import { fieldErrors as zodFieldErrors } from '@jobsite/domain/validators';
import { invalidSummary } from '../../lib/forms/messages';
import { GraphQLRequestError } from '../../lib/graphql/operation';

/**
 * What a member form shows after a save: pure, shared by every editor's server action, so
 * each form reports failures the same way and never loses what was typed (the form keeps its
 * own state; the action only answers with this).
 */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; savedAt: number }
  | { status: 'invalid'; message: string; fieldErrors: FieldErrors }
  | { status: 'error'; message: string; code: string | null; loginHref?: string };

/** A form that failed the domain schema before anything was sent. */
export function invalidState(error: Parameters<typeof zodFieldErrors>[0]): SaveState {
  const fieldErrors = zodFieldErrors(error);
  return {
    status: 'invalid',
    message: invalidSummary(Object.keys(fieldErrors).length),
    fieldErrors,
  };
}

export function savedState(message = '保存しました。'): SaveState {
  return { status: 'saved', message, savedAt: Date.now() };
}

/** True for the codes that mean the member must sign in again (spec §8). */
export function isSessionFailure(code: string | null | undefined): boolean {
  return code === ErrorCode.UNAUTHORIZED_ERROR || code === ErrorCode.SESSION_EXPIRED;
}

/** `input.jobHistories.0.companyName` → `jobHistories.0.companyName` (the form's field names). */
function withoutInputPrefix(errors: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(/^input\./, ''), message]),
  );
}

/**
 * The state a failed mutation leaves a form in: BAD_USER_INPUT with the api's field errors
 * (same Japanese messages as the form's own check), an ended session with a login link, or
 * the catalogue message of the error code (JOB_NOT_HIRING, RATE_LIMITED, …).
 */
export function failureState(error: unknown, loginHref: string): SaveState {
  if (!(error instanceof GraphQLRequestError)) {
    return { status: 'error', code: null, message: errorMessage(null) };
  }
  const code = error.code ?? null;
  const remote = error.errors[0]?.extensions?.fieldErrors;
  if (code === ErrorCode.BAD_USER_INPUT && remote && Object.keys(remote).length > 0) {
    const fieldErrors = withoutInputPrefix(remote);
    return {
      status: 'invalid',
      message: invalidSummary(Object.keys(fieldErrors).length),
      fieldErrors,
    };
  }
  if (isSessionFailure(code)) {
    return {
      status: 'error',
      code,
      message: errorMessage(ErrorCode.SESSION_EXPIRED),
      loginHref,
    };
  }
  if (code === null && error.status === undefined) {
    // Never reached the BFF (network): the catalogue's "cannot connect" text.
    return { status: 'error', code, message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE) };
  }
  return { status: 'error', code, message: errorMessage(code) };
}
