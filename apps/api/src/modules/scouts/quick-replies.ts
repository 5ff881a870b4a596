/**
 * What the confirmInterviewDate reply asks: the same words when a member asks a company for
 * other dates than the ones it proposed (modules/interviews).
 */
export const CONFIRM_INTERVIEW_DATE_TEXT =
  '面接の日程について相談させてください。候補日をいくつかお知らせいただけますでしょうか。';

/**
 * Canned replies a member can send in a scout's room with one tap (spec §3: ok,
 * confirmInterviewDate, contactLater). The text is what the company reads.
 */
export const QUICK_REPLIES = Object.freeze([
  {
    key: 'ok',
    label: '話を聞いてみたい',
    text: 'スカウトありがとうございます。ぜひ詳しくお話を伺いたいです。よろしくお願いいたします。',
  },
  {
    key: 'confirmInterviewDate',
    label: '面接日程を相談したい',
    text: `スカウトありがとうございます。${CONFIRM_INTERVIEW_DATE_TEXT}`,
  },
  {
    key: 'contactLater',
    label: '後日連絡します',
    text: 'スカウトありがとうございます。検討のうえ、改めてこちらからご連絡いたします。',
  },
] as const);

export function findQuickReply(key: string) {
  return QUICK_REPLIES.find((reply) => reply.key === key);
}
