/**
 * Fixed texts of spec §5 and §8. English texts are kept exactly as the spec gives them (they
 * are thrown and logged); what a user sees is the Japanese display text beside each one.
 */
import { ADVISOR_REQUEST_LIMITS, KEEP_LIST, SAVED_SEARCH_LIMITS } from '../constants';

/** Spec §8: thrown when the auth record is read while signed out. */
export const AUTH_REQUIRED_MESSAGE = 'unauthorized. Please auth first';
export const AUTH_REQUIRED_DISPLAY_MESSAGE =
  'ログインが必要です。ログインしてから再度お試しください。';

/** Spec §8: the client fallback when no message exists for an error. */
/** Spec §8 requires-recent-login: 'Log in and try again'. */
export const RECENT_LOGIN_REQUIRED_MESSAGE = 'ログインしてから再度お試しください';
export const MESSAGE_NOT_FOUND = 'Error message not found.';
export const FALLBACK_ERROR_MESSAGE = 'エラーが発生しました。時間をおいて再度お試しください。';

/** Saving a search when the member already keeps SAVED_SEARCH_LIMITS.maxItems of them. */
export const SAVED_SEARCH_LIMIT_MESSAGE = `保存できる検索条件は${SAVED_SEARCH_LIMITS.maxItems}件までです。不要な検索条件を削除してから再度お試しください。`;

/** Spec §5: adding to a saved-job list that already holds KEEP_LIST.maxItems jobs. */
export const KEEP_LIST_FULL_MESSAGE = `保存できるのは${KEEP_LIST.maxItems}件までです。いくつか削除してから再度お試しください。`;

/** A visitor opened a member-only job (会員限定求人). */
export const MEMBER_ONLY_JOB_MESSAGE =
  'この求人は会員限定です。無料の会員登録またはログインで詳細をご覧いただけます。';

/** A member's advisor requests of one day reached ADVISOR_REQUEST_LIMITS.maxPerDay. */
export const ADVISOR_REQUEST_LIMIT_MESSAGE = `キャリアアドバイザーへのご相談は1日${ADVISOR_REQUEST_LIMITS.maxPerDay}件までです。続きはメッセージでお送りください。`;
