'use server';

import type { NotificationChannel, NotificationKind } from '@jobsite/domain/enums';
import { notificationSettingsSchema } from '@jobsite/domain/validators';
import { memberRequest } from '@/features/mypage/member-graphql';
import { saveMemberForm } from '@/features/mypage/member-save';
import type { SaveState } from '@/features/mypage/mutation-result';
import { paths } from '@/lib/paths';
import { saveNotificationSettingsMutation } from './notification-documents';

/** The channels checked for each kind, as the form keeps them. */
export type NotificationValues = Record<NotificationKind, NotificationChannel[]>;

/** /member/settings/notifications/: every kind's channels at once. */
export async function saveNotificationSettings(values: NotificationValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: notificationSettingsSchema,
    candidate: {
      settings: Object.entries(values).map(([kind, channels]) => ({
        kind,
        site: channels.includes('site'),
        email: channels.includes('email'),
        line: channels.includes('line'),
      })),
    },
    returnPath: paths.notificationSettings(),
    send: (input) => memberRequest(saveNotificationSettingsMutation, { input }),
    savedMessage: '通知の設定を保存しました。',
  });
  return state;
}
