import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import { sensitiveStepErrors } from './sensitive-step';

const failure = (code: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false as const,
  status: 401,
  code,
  message: errorMessage(code),
  fieldErrors,
});

describe('sensitiveStepErrors', () => {
  it("puts the BFF's field messages on the form's own fields", async () => {
    const errors = await sensitiveStepErrors(
      failure('auth/wrong-password', { currentPassword: 'パスワードが正しくありません' }),
      ['currentPassword', 'newPassword'],
    );
    expect(errors).toEqual({
      fields: { currentPassword: 'パスワードが正しくありません' },
      form: null,
    });
  });

  it('shows anything else above the form', async () => {
    const errors = await sensitiveStepErrors(
      failure(ErrorCode.OPEN_ENTRIES_NOT_CONFIRMED, { other: 'x' }),
      ['password'],
    );
    expect(errors).toEqual({
      fields: {},
      form: errorMessage(ErrorCode.OPEN_ENTRIES_NOT_CONFIRMED),
    });
  });
});
