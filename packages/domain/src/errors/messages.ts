/**
 * Fixed texts of spec §5 and §8. English texts are kept exactly as the spec gives them (they
 * are thrown and logged); what a user sees is the Japanese display text beside each one.
 */
import { KEEP_LIST } from '../constants';

/** Spec §8: thrown when the auth record is read while signed out. */
export const AUTH_REQUIRED_MESSAGE = 'unauthorized. Please auth first';
export const AUTH_REQUIRED_DISPLAY_MESSAGE =
  'ログインが必要です。ログインしてから再度お試しください。';

/** Spec §8: the client fallback when no message exists for an error. */
export const MESSAGE_NOT_FOUND = 'Error message not found.';
export const FALLBACK_ERROR_MESSAGE = 'エラーが発生しました。時間をおいて再度お試しください。';

/** Spec §5: adding to a saved-job list that already holds KEEP_LIST.maxItems jobs. */
export const KEEP_LIST_FULL_MESSAGE = `保存できるのは${KEEP_LIST.maxItems}件までです。いくつか削除してから再度お試しください。`;
