import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import { basicInformationSchema } from '@jobsite/domain/validators';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { failureState, invalidState } from './mutation-result';

const LOGIN = '/member/login/?redirect_path=%2Fmember%2Fprofile%2F';

const graphqlError = (code: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLRequestError('x', {
    status: 200,
    errors: [{ message: 'x', extensions: { code, ...extensions } }],
  });

describe('failureState', () => {
  it("maps the api's field errors onto the form's field names", () => {
    const state = failureState(
      graphqlError('BAD_USER_INPUT', {
        fieldErrors: {
          'input.jobHistories.0.companyName': '入力してください',
          name: '入力してください',
        },
      }),
      LOGIN,
    );
    expect(state).toEqual({
      status: 'invalid',
      message: '入力内容に誤りがあります（2件）。各項目をご確認ください。',
      fieldErrors: { 'jobHistories.0.companyName': '入力してください', name: '入力してください' },
    });
  });

  it('offers login again when the session ended, keeping the form (no redirect)', () => {
    for (const code of ['UNAUTHORIZED_ERROR', 'SESSION_EXPIRED']) {
      expect(failureState(graphqlError(code), LOGIN)).toEqual({
        status: 'error',
        code,
        message: ERROR_MESSAGES.SESSION_EXPIRED,
        loginHref: LOGIN,
      });
    }
  });

  it('shows the catalogue message of a refusal code', () => {
    expect(failureState(graphqlError('JOB_NOT_HIRING'), LOGIN)).toMatchObject({
      status: 'error',
      code: 'JOB_NOT_HIRING',
      message: 'この求人は現在募集を停止しています。',
    });
  });

  it('says the service cannot be reached when the BFF never answered', () => {
    const state = failureState(new GraphQLRequestError('network'), LOGIN);
    expect(state).toMatchObject({ message: ERROR_MESSAGES.UPSTREAM_UNAVAILABLE });
    expect(failureState(new Error('boom'), LOGIN)).toMatchObject({
      status: 'error',
      message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR,
    });
  });
});

describe('invalidState', () => {
  it("counts the schema's field errors", () => {
    const result = basicInformationSchema.safeParse({});
    if (result.success) throw new Error('expected a failure');
    const state = invalidState(result.error);
    expect(state.status).toBe('invalid');
    if (state.status !== 'invalid') return;
    expect(state.fieldErrors.name).toBe('入力してください');
    expect(state.message).toContain(`${Object.keys(state.fieldErrors).length}件`);
  });
});
