'use server';

import { formObject, opaqueKeySchema } from '@jobsite/domain/validators';
import { memberRequest } from '@/features/mypage/member-graphql';
import { saveMemberForm } from '@/features/mypage/member-save';
import type { SaveState } from '@/features/mypage/mutation-result';
import { paths } from '@/lib/paths';
import { connectLineMutation } from './notification-documents';

const LINE_FAILED = 'LINEの連携に失敗しました。もう一度お試しください';

const lineLinkSchema = formObject({
  conversionId: opaqueKeySchema(LINE_FAILED),
  lineUserId: opaqueKeySchema(LINE_FAILED),
});

/**
 * Links the LINE account to the member's conversion with the member's session (the spec's
 * connectCvToLineUser): the one way an existing link is replaced (decision 0026).
 */
export async function connectLine(values: {
  conversionId: string;
  lineUserId: string;
}): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: lineLinkSchema,
    candidate: values,
    returnPath: paths.notificationSettings(),
    send: (input) => memberRequest(connectLineMutation, { input }),
    savedMessage: 'LINEと連携しました。通知設定でLINEを選べます。',
  });
  return state;
}
