import { ErrorCode, errorMessage, type FieldErrors } from '@jobsite/domain/errors';
import { invalidSummary } from '../../lib/forms/messages';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { isSessionFailure } from '../mypage/mutation-result';
import { formFieldErrors } from './visitor-form';

/**
 * What a scout answer form shows after a failed send: the api's field messages for
 * BAD_USER_INPUT (the same Japanese texts the form's own check gives), §8's message for an
 * ended session, or the catalogue message of the code (ALREADY_APPLIED, JOB_NOT_HIRING,
 * RATE_LIMITED, …).
 */
export type AnswerFailure = {
  message: string;
  fieldErrors: FieldErrors;
  /** The answer exists already (ALREADY_APPLIED): show it as done. */
  alreadyDone: boolean;
  /** The member's session is over (spec §8): end it here and offer login in another tab. */
  sessionEnded: boolean;
};

export function answerFailure(error: unknown): AnswerFailure {
  if (!(error instanceof GraphQLRequestError)) {
    return {
      message: errorMessage(null),
      fieldErrors: {},
      alreadyDone: false,
      sessionEnded: false,
    };
  }
  if (error.code === undefined && error.status === undefined) {
    // Never answered (network, a lost answer): the catalogue's "cannot connect" text.
    return {
      message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
      fieldErrors: {},
      alreadyDone: false,
      sessionEnded: false,
    };
  }
  if (isSessionFailure(error.code)) {
    return {
      message: errorMessage(ErrorCode.SESSION_EXPIRED),
      fieldErrors: {},
      alreadyDone: false,
      sessionEnded: true,
    };
  }
  const remote = error.errors[0]?.extensions?.fieldErrors;
  if (error.code === ErrorCode.BAD_USER_INPUT && remote && Object.keys(remote).length > 0) {
    const fieldErrors = formFieldErrors(remote);
    return {
      message: invalidSummary(Object.keys(fieldErrors).length),
      fieldErrors,
      alreadyDone: false,
      sessionEnded: false,
    };
  }
  return {
    message: errorMessage(error.code),
    fieldErrors: {},
    alreadyDone: error.code === ErrorCode.ALREADY_APPLIED,
    sessionEnded: false,
  };
}
