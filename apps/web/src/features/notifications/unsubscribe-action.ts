'use server';

import { NotificationKind } from '@jobsite/domain/enums';
import { unsubscribeSchema } from '@jobsite/domain/validators';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { requestGraphQL } from '@/lib/graphql/server';
import { unsubscribeMutation } from './notification-documents';

export type UnsubscribeState =
  | { status: 'idle' }
  | { status: 'done'; label: string }
  | { status: 'error'; message: string };

const BAD_LINK = 'この配信停止のリンクは使えません。マイページの通知設定から停止できます。';
const FAILED = '停止できませんでした。時間をおいて再度お試しください。';

/**
 * Stops one kind of mail from its unsubscribe link (decision 0049). The token is the whole
 * authority: no session is needed.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeState> {
  const parsed = unsubscribeSchema.safeParse({ token });
  if (!parsed.success) return { status: 'error', message: BAD_LINK };
  try {
    const data = await requestGraphQL(unsubscribeMutation, { input: parsed.data });
    const kind = data.unsubscribeNotifications.kind;
    return { status: 'done', label: NotificationKind.labels[kind] };
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
      return { status: 'error', message: BAD_LINK };
    }
    return { status: 'error', message: FAILED };
  }
}
