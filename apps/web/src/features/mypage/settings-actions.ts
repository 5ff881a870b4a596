'use server';

import { scoutSettingSchema } from '@jobsite/domain/validators';
import { paths } from '@/lib/paths';
import { memberRequest } from './member-graphql';
import { saveMemberForm } from './member-save';
import type { SaveState } from './mutation-result';
import { saveSettingMutation } from './settings-data';

export type SettingsValues = { scoutStatus: string; scoutAllowOccupationCategoryIds: string[] };

/** /member/settings/: scout reception on or off and the categories allowed (empty = all). */
export async function saveSettings(values: SettingsValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: scoutSettingSchema,
    candidate: {
      scoutStatus: values.scoutStatus || null,
      scoutAllowOccupationCategoryIds: [...values.scoutAllowOccupationCategoryIds],
    },
    returnPath: paths.settings(),
    send: (input) => memberRequest(saveSettingMutation, { input }),
    savedMessage: 'スカウトの受け取り設定を保存しました。',
  });
  return state;
}
