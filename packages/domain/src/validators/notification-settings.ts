/** Notification settings (saveNotificationSettings) and mail unsubscribe links (decision 0049). */
import { z } from 'zod';
import { NotificationKind } from '../enums';
import { booleanChoice, enumChoice, formObject, opaqueKeySchema } from './fields';

/** One kind's channels. */
const notificationSettingSchema = formObject({
  kind: enumChoice(NotificationKind),
  site: booleanChoice(),
  email: booleanChoice(),
  line: booleanChoice(),
});

/** /member/settings/notifications/ (saveNotificationSettings, GQL.SaveNotificationSettingsInput). */
export const notificationSettingsSchema = formObject({
  settings: z
    .array(notificationSettingSchema, { error: '通知の設定が正しくありません' })
    .max(NotificationKind.values.length, '通知の設定が正しくありません')
    .refine(
      (settings) => new Set(settings.map((setting) => setting.kind)).size === settings.length,
      '通知の設定が正しくありません',
    ),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** The link at the foot of every mail (unsubscribeNotifications, GQL.UnsubscribeNotificationsInput). */
export const unsubscribeSchema = formObject({
  token: opaqueKeySchema('配信停止のリンクが正しくありません', 200),
});
