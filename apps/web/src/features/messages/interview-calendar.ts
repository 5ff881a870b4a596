import { errorMessage } from '@jobsite/domain/errors';
import { graphql } from '@/graphql/generated';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { paths } from '@/lib/paths';
import { loginPathAfterExpiry, loginPathFor } from '@/lib/session/redirect';
import { getAuthRecord } from '@/lib/session/server';
import { memberRequest } from '../mypage/member-graphql';
import { isSessionFailure } from '../mypage/mutation-result';

const interviewCalendarQuery = graphql(`
  query InterviewCalendar($proposalId: ID!) {
    interviewCalendar(proposalId: $proposalId) {
      fileName
      content
    }
  }
`);

const NOT_FOUND_TEXT = '面接日程が見つかりません。日時が決まった面接のみカレンダーに追加できます。';

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}

const redirectTo = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/**
 * The member's chosen interview date as a file download (decision 0051): asked of the api
 * with the member's session (the BFF adds the token), answered as `text/calendar`. A link
 * that works without JavaScript; a visitor or an ended session goes to login and back here.
 */
export async function interviewCalendarResponse(proposalId: string): Promise<Response> {
  const here = paths.interviewCalendar(proposalId);
  if (!/^[1-9]\d{0,17}$/.test(proposalId)) return text(404, NOT_FOUND_TEXT);
  if (!(await getAuthRecord())) return redirectTo(loginPathFor(here));
  try {
    const { interviewCalendar } = await memberRequest(interviewCalendarQuery, { proposalId });
    return new Response(interviewCalendar.content, {
      status: 200,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${interviewCalendar.fileName}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    if (isSessionFailure(error.code)) return redirectTo(loginPathAfterExpiry(here));
    if (error.isNotFound) return text(404, NOT_FOUND_TEXT);
    return text(502, errorMessage(error.code));
  }
}
