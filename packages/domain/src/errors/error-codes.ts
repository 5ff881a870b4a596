/**
 * Stable error codes that api and bff put in a GraphQL error's `extensions.code`, and the
 * Japanese message the web app shows for each. Codes are part of the contract: add new ones,
 * never rename.
 */
import { MESSAGE_LIMITS, RESUME_PHOTO_LIMITS } from '../constants';
import {
  ADVISOR_REQUEST_LIMIT_MESSAGE,
  AUTH_REQUIRED_DISPLAY_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  KEEP_LIST_FULL_MESSAGE,
  MEMBER_ONLY_JOB_MESSAGE,
  RECENT_LOGIN_REQUIRED_MESSAGE,
  SAVED_SEARCH_LIMIT_MESSAGE,
} from './messages';

export const ErrorCode = Object.freeze({
  /** Spec §8: the client refreshes the token and retries, then ends the session. */
  UNAUTHORIZED_ERROR: 'UNAUTHORIZED_ERROR',
  /** Input failed validation; `extensions.fieldErrors` says which fields and why. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  /** Signed-out saved list (keepList cookie) is full. */
  KEEP_LIST_FULL: 'KEEP_LIST_FULL',
  /** Signed-in saved list (favorites) is full. */
  FAVORITE_LIST_FULL: 'FAVORITE_LIST_FULL',
  /** The member keeps SAVED_SEARCH_LIMITS.maxItems saved searches already. */
  SAVED_SEARCH_LIMIT_REACHED: 'SAVED_SEARCH_LIMIT_REACHED',
  JOB_NOT_PUBLISHED: 'JOB_NOT_PUBLISHED',
  JOB_NOT_HIRING: 'JOB_NOT_HIRING',
  /** A visitor asked for a member-only job (会員限定求人): it shows to signed-in members only. */
  MEMBER_ONLY_JOB: 'MEMBER_ONLY_JOB',
  /** The member sent ADVISOR_REQUEST_LIMITS.maxPerDay advisor requests today already. */
  ADVISOR_REQUEST_LIMIT_REACHED: 'ADVISOR_REQUEST_LIMIT_REACHED',
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** The interview date proposal was answered already (a date chosen or others asked for). */
  INTERVIEW_ALREADY_ANSWERED: 'INTERVIEW_ALREADY_ANSWERED',
  /** The company withdrew the interview date proposal; nothing was saved. */
  INTERVIEW_PROPOSAL_WITHDRAWN: 'INTERVIEW_PROPOSAL_WITHDRAWN',
  /** The chosen interview slot has begun or passed; nothing was saved. */
  INTERVIEW_SLOT_PAST: 'INTERVIEW_SLOT_PAST',
  /**
   * 退会 while applications are still in selection, without confirming that they end with it
   * (docs/decisions/0041-account-deletion.md); nothing was deleted.
   */
  OPEN_ENTRIES_NOT_CONFIRMED: 'OPEN_ENTRIES_NOT_CONFIRMED',
  /**
   * A client idempotency key (e.g. `clientMessageId`) came again with other content than the
   * request first saved with it; nothing was saved.
   */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  ATTACHMENT_TOO_LARGE: 'ATTACHMENT_TOO_LARGE',
  ATTACHMENT_TYPE_NOT_ALLOWED: 'ATTACHMENT_TYPE_NOT_ALLOWED',
  /** A résumé photo over RESUME_PHOTO_LIMITS.maxBytes; nothing was saved. */
  PHOTO_TOO_LARGE: 'PHOTO_TOO_LARGE',
  /** A résumé photo that is not a JPEG or PNG by its content; nothing was saved. */
  PHOTO_TYPE_NOT_ALLOWED: 'PHOTO_TYPE_NOT_ALLOWED',
  /** A résumé photo whose header declares more pixels than RESUME_PHOTO_LIMITS allows. */
  PHOTO_DIMENSIONS_TOO_LARGE: 'PHOTO_DIMENSIONS_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  DOCUMENT_NOT_TRUSTED: 'DOCUMENT_NOT_TRUSTED',
  CSRF_REJECTED: 'CSRF_REJECTED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /**
   * The operation needs a recent login (docs/decisions/0042-recent-login.md): the client asks
   * for the password again and retries.
   */
  REQUIRES_RECENT_LOGIN: 'REQUIRES_RECENT_LOGIN',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const);
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const MAX_ATTACHMENT_MB = MESSAGE_LIMITS.maxAttachmentBytes / (1024 * 1024);
const MAX_PHOTO_MB = RESUME_PHOTO_LIMITS.maxBytes / (1024 * 1024);

/** Japanese display message of each code. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = Object.freeze({
  UNAUTHORIZED_ERROR: AUTH_REQUIRED_DISPLAY_MESSAGE,
  BAD_USER_INPUT: '入力内容に誤りがあります。ご確認ください。',
  NOT_FOUND: 'お探しの情報が見つかりませんでした。',
  FORBIDDEN: 'この操作を行う権限がありません。',
  KEEP_LIST_FULL: KEEP_LIST_FULL_MESSAGE,
  FAVORITE_LIST_FULL: KEEP_LIST_FULL_MESSAGE,
  SAVED_SEARCH_LIMIT_REACHED: SAVED_SEARCH_LIMIT_MESSAGE,
  JOB_NOT_PUBLISHED: 'この求人は現在掲載されていません。',
  JOB_NOT_HIRING: 'この求人は現在募集を停止しています。',
  MEMBER_ONLY_JOB: MEMBER_ONLY_JOB_MESSAGE,
  ADVISOR_REQUEST_LIMIT_REACHED: ADVISOR_REQUEST_LIMIT_MESSAGE,
  ALREADY_APPLIED: 'この求人には既に応募済みです。',
  INTERVIEW_ALREADY_ANSWERED:
    'この面接日程にはすでに回答済みです。ページを再読み込みして内容をご確認ください。',
  INTERVIEW_PROPOSAL_WITHDRAWN:
    'この面接日程の候補は企業により取り下げられました。新しい候補をお待ちください。',
  INTERVIEW_SLOT_PAST:
    'この日時はすでに過ぎています。別の候補を選ぶか、他の日程を希望してください。',
  OPEN_ENTRIES_NOT_CONFIRMED:
    '選考中の応募があります。退会すると応募は取り下げとなります。内容を確認のうえ、確認欄にチェックしてから退会してください。',
  IDEMPOTENCY_KEY_REUSED:
    '送信内容を確認できませんでした。ページを再読み込みしてから、もう一度送信してください。',
  ATTACHMENT_TOO_LARGE: `添付できるファイルは${MAX_ATTACHMENT_MB}MBまでです。`,
  ATTACHMENT_TYPE_NOT_ALLOWED: 'この形式のファイルは添付できません。',
  PHOTO_TOO_LARGE: `写真は${MAX_PHOTO_MB}MBまでの画像を選んでください。`,
  PHOTO_TYPE_NOT_ALLOWED: '写真はJPEGまたはPNGの画像を選んでください。',
  PHOTO_DIMENSIONS_TOO_LARGE: `写真の画素数が大きすぎます。縦横${RESUME_PHOTO_LIMITS.maxSide}ピクセル以内の画像を選んでください。`,
  RATE_LIMITED: 'アクセスが集中しています。しばらく時間をおいてから再度お試しください。',
  QUERY_TOO_COMPLEX: 'リクエストを処理できませんでした。条件を減らして再度お試しください。',
  DOCUMENT_NOT_TRUSTED:
    'このリクエストは受け付けられません。ページを再読み込みしてから再度お試しください。',
  CSRF_REJECTED: 'ページの有効期限が切れました。ページを再読み込みしてから再度お試しください。',
  UPSTREAM_UNAVAILABLE: 'ただいまサービスに接続できません。時間をおいて再度お試しください。',
  UPSTREAM_TIMEOUT: '通信がタイムアウトしました。時間をおいて再度お試しください。',
  SESSION_EXPIRED: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  REQUIRES_RECENT_LOGIN: RECENT_LOGIN_REQUIRED_MESSAGE,
  INTERNAL_SERVER_ERROR: FALLBACK_ERROR_MESSAGE,
});

const CODES = new Set<string>(Object.values(ErrorCode));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** Japanese message of a code; FALLBACK_ERROR_MESSAGE for an unknown or missing code. */
export function errorMessage(code: string | null | undefined): string {
  return isErrorCode(code) ? ERROR_MESSAGES[code] : FALLBACK_ERROR_MESSAGE;
}

/**
 * The catalogued code of a GraphQL error (`{ extensions: { code } }`) or a DomainError-like
 * object (`{ code }`), or null when it carries none.
 */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, extensions } = error as { code?: unknown; extensions?: { code?: unknown } };
  if (isErrorCode(extensions?.code)) return extensions.code;
  return isErrorCode(code) ? code : null;
}
