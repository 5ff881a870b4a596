import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { answerFailure } from './answer-state';

const failed = (code: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLRequestError('x', { errors: [{ message: 'x', extensions: { code, ...extensions } }] });

describe('answerFailure', () => {
  it('places the api’s field errors under the form’s names', () => {
    const result = answerFailure(
      failed(ErrorCode.BAD_USER_INPUT, {
        fieldErrors: { 'input.profile.zipCode': '郵便番号を正しく入力してください' },
      }),
    );
    expect(result.fieldErrors).toEqual({ zipCode: '郵便番号を正しく入力してください' });
    expect(result.message).toContain('1件');
  });

  it('says an existing entry is done, and a closed scout is closed', () => {
    expect(answerFailure(failed(ErrorCode.ALREADY_APPLIED))).toEqual({
      message: errorMessage(ErrorCode.ALREADY_APPLIED),
      fieldErrors: {},
      alreadyDone: true,
      sessionEnded: false,
    });
    expect(answerFailure(failed(ErrorCode.JOB_NOT_HIRING)).message).toBe(
      errorMessage(ErrorCode.JOB_NOT_HIRING),
    );
  });

  it('says an ended session is over, for both codes of spec §8', () => {
    for (const code of [ErrorCode.UNAUTHORIZED_ERROR, ErrorCode.SESSION_EXPIRED]) {
      expect(answerFailure(failed(code))).toEqual({
        message: errorMessage(ErrorCode.SESSION_EXPIRED),
        fieldErrors: {},
        alreadyDone: false,
        sessionEnded: true,
      });
    }
  });

  it('says the service could not be reached when no answer came back', () => {
    const lost = new GraphQLRequestError('CreateVisitorScoutInquiry: network error');
    expect(answerFailure(lost).message).toBe(errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE));
  });

  it('falls back to the catalogue’s general message', () => {
    expect(answerFailure(new Error('network')).message).toBe(errorMessage(null));
  });
});
