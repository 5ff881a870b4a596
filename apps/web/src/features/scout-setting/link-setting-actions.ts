'use server';

import { scoutSettingSchema } from '@jobsite/domain/validators';
import { memberRequest } from '@/features/mypage/member-graphql';
import {
  failureState,
  invalidState,
  type SaveState,
  savedState,
} from '@/features/mypage/mutation-result';
import type { SettingsValues } from '@/features/mypage/settings-actions';
import { LINK_PROBLEM_MESSAGES, linkProblemOf } from '@/lib/link-access';
import { paths } from '@/lib/paths';
import { saveScoutSettingMutation } from './link-setting-data';

/**
 * Saves the scout settings through a scout mail's link (bound to the link's conversionId and
 * token by the page). A refused link is said in the form's alert, with no login step: the
 * visitor has no session to end here.
 */
export async function saveLinkScoutSetting(
  link: { conversionId: string; token: string | null },
  values: SettingsValues,
): Promise<SaveState> {
  const parsed = scoutSettingSchema.safeParse({
    scoutStatus: values.scoutStatus || null,
    scoutAllowOccupationCategoryIds: [...values.scoutAllowOccupationCategoryIds],
  });
  if (!parsed.success) return invalidState(parsed.error);
  try {
    await memberRequest(saveScoutSettingMutation, {
      input: { conversionId: link.conversionId, token: link.token, ...parsed.data },
    });
  } catch (error) {
    const problem = linkProblemOf(error);
    if (problem) return { status: 'error', code: null, message: LINK_PROBLEM_MESSAGES[problem] };
    return failureState(error, paths.settings());
  }
  return savedState('スカウトの受け取り設定を保存しました。');
}
