import { describe, expect, it } from 'vitest';
import { KEEP_LIST } from '../constants';
import {
  AUTH_REQUIRED_DISPLAY_MESSAGE,
  AUTH_REQUIRED_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  KEEP_LIST_FULL_MESSAGE,
  MESSAGE_NOT_FOUND,
} from './messages';

describe('fixed error texts', () => {
  it('keeps the spec English texts verbatim', () => {
    expect(AUTH_REQUIRED_MESSAGE).toBe('unauthorized. Please auth first');
    expect(MESSAGE_NOT_FOUND).toBe('Error message not found.');
  });

  it('builds the saved-list-full message from KEEP_LIST.maxItems', () => {
    expect(KEEP_LIST_FULL_MESSAGE).toBe(
      '保存できるのは20件までです。いくつか削除してから再度お試しください。',
    );
    expect(KEEP_LIST_FULL_MESSAGE).toContain(`${KEEP_LIST.maxItems}件`);
  });

  it('has Japanese display texts', () => {
    expect(AUTH_REQUIRED_DISPLAY_MESSAGE).toMatch(/ログイン/);
    expect(FALLBACK_ERROR_MESSAGE).toMatch(/エラーが発生しました/);
  });
});
