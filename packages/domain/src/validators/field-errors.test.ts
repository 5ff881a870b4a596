import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, ROOT_FIELD_ERROR_KEY } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({
      email: z
        .string()
        .min(1, '入力してください')
        .includes('@', { message: '正しいメールアドレスを入力してください' }),
      detail: z.object({ numberOfDependents: z.number('数字で入力してください') }),
      jobHistories: z.array(
        z.object({ companyName: z.string().min(1, '会社名を入力してください') }),
      ),
    });
    const result = schema.safeParse({
      email: '',
      detail: {},
      jobHistories: [{ companyName: 'A社' }, { companyName: '' }],
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: '入力してください',
      'detail.numberOfDependents': '数字で入力してください',
      'jobHistories.1.companyName': '会社名を入力してください',
    });
  });

  it('puts errors without a path under the root key', () => {
    const result = z.string('文字列で入力してください').safeParse(1);
    expect(fieldErrors(result.error!)).toEqual({
      [ROOT_FIELD_ERROR_KEY]: '文字列で入力してください',
    });
  });

  it('returns an empty record without issues', () => {
    expect(fieldErrors({ issues: [] })).toEqual({});
  });

  it('keeps prototype-like paths as plain keys', () => {
    const errors = fieldErrors({ issues: [{ path: ['__proto__'], message: 'x' }] });
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
