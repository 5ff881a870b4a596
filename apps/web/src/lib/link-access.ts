import { ErrorCode } from '@jobsite/domain/errors';
import { GraphQLRequestError } from '@/lib/graphql/operation';

/**
 * What a scout mail's personal link (conversionId + token, decision 0026) may fail with, as
 * the visitor pages show it: a Japanese message in the page, never an error page. The api
 * answers UNAUTHORIZED_ERROR without a token, BAD_USER_INPUT for an unusable token or id, and
 * NOT_FOUND when another member is signed in; anything else is not the link's fault.
 */
export type LinkProblem = 'missing' | 'unusable' | 'otherMember';

export const LINK_PROBLEM_MESSAGES: Readonly<Record<LinkProblem, string>> = Object.freeze({
  missing:
    'このリンクでは設定を開けません。スカウトのお知らせメールのリンクから開き直すか、ログインしてスカウト設定から変更してください。',
  unusable:
    'リンクが正しくないか、有効期限が切れています。ログインしてスカウト設定から変更してください。',
  otherMember:
    'このリンクは、ログイン中の会員とは別の方に届いたものです。ご自身の設定はスカウト設定から変更できます。',
});

/** The link problem an api error means, or null when the error is something else. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  switch (error.code) {
    case ErrorCode.UNAUTHORIZED_ERROR:
    case ErrorCode.SESSION_EXPIRED:
      return 'missing';
    case ErrorCode.BAD_USER_INPUT: {
      const fields = Object.keys(error.errors[0]?.extensions?.fieldErrors ?? {});
      return fields.length === 0 || fields.some((field) => /token|conversionId/.test(field))
        ? 'unusable'
        : null;
    }
    case ErrorCode.NOT_FOUND:
      return 'otherMember';
    default:
      return null;
  }
}

/** The link's parameters from a page's query (`?conversionId=…&token=…`); null when absent. */
export function linkParams(query: {
  conversionId?: string | string[];
  token?: string | string[];
}): { conversionId: string; token: string | null } | null {
  const conversionId = typeof query.conversionId === 'string' ? query.conversionId : '';
  if (!conversionId) return null;
  return {
    conversionId,
    token: typeof query.token === 'string' && query.token ? query.token : null,
  };
}
