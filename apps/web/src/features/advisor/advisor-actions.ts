'use server';

import { advisorRequestSchema } from '@jobsite/domain/validators';
import { memberRequest } from '@/features/mypage/member-graphql';
import { saveMemberForm } from '@/features/mypage/member-save';
import type { SaveState } from '@/features/mypage/mutation-result';
import { requestAdvisorMutation } from './advisor-documents';
import { type AdvisorFormValues, advisorInputOf } from './advisor-form';
import { advisorReturnPath } from './advisor-return-path';

export type AdvisorResult = { state: SaveState; roomId: string | null };

/**
 * Sends a member's advisor request (requestAdvisor) after checking it with the domain schema
 * the api applies too. `returnPath` is the page the form is on (login comes back to it).
 */
export async function requestAdvisor(
  values: AdvisorFormValues,
  returnPath: string,
): Promise<AdvisorResult> {
  const { state, result } = await saveMemberForm({
    schema: advisorRequestSchema,
    candidate: advisorInputOf(values),
    returnPath: advisorReturnPath(returnPath),
    send: (input) =>
      memberRequest(requestAdvisorMutation, {
        input: {
          ...input,
          jobId: input.jobId === null || input.jobId === undefined ? null : String(input.jobId),
        },
      }),
    savedMessage:
      'ご相談を受け付けました。担当のキャリアアドバイザーから、ご希望の方法・時間帯にご連絡します。',
  });
  return { state, roomId: result?.requestAdvisor.room.id ?? null };
}
