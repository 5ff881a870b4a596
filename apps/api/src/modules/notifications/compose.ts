import { SITE_NAME } from '@jobsite/domain/constants';
import { NotificationKind } from '@jobsite/domain/enums';
import type { OutgoingMail } from './mailer';

/** The web pages mail links to (apps/web). */
export const NOTIFICATION_SETTINGS_PATH = '/member/settings/notifications/';
export const UNSUBSCRIBE_PATH = '/unsubscribe/';
/** Where mail programs POST the one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/unsubscribe/one-click/';

/**
 * The mail of one notification: the notice's sentence as subject and first line, its link,
 * and at the foot the link that stops this kind's mail in one click and the settings page.
 * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) names the web's one-click URL, so
 * mail programs offer their own button, which POSTs there.
 */
export function composeMail(notification: {
  outboxId: number;
  to: string;
  kind: NotificationKind;
  text: string;
  url: string | null;
  siteUrl: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const site = notification.siteUrl;
  const token = `?token=${encodeURIComponent(notification.unsubscribeToken)}`;
  const unsubscribeUrl = `${site}${UNSUBSCRIBE_PATH}${token}`;
  const lines = [
    notification.text,
    '',
    ...(notification.url ? ['詳しくはこちら:', `${site}${notification.url}`, ''] : []),
    '―――――',
    `${SITE_NAME}からのお知らせです。`,
    `「${NotificationKind.labels[notification.kind]}」のメールを停止する:`,
    unsubscribeUrl,
    '通知の設定:',
    `${site}${NOTIFICATION_SETTINGS_PATH}`,
  ];
  return {
    to: notification.to,
    subject: `【${SITE_NAME}】${notification.text.replace(/。$/, '')}`,
    text: `${lines.join('\n')}\n`,
    headers: {
      'List-Unsubscribe': `<${site}${ONE_CLICK_UNSUBSCRIBE_PATH}${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<notification-${notification.outboxId}@${new URL(site).hostname}>`,
  };
}
