import { describe, expect, it } from 'vitest';
import { composeMail } from './compose';
import { OUTBOX_RETRY, retryDelayMs } from './outbox';
import { UnsubscribeTokens } from './unsubscribe-tokens';

describe('unsubscribe tokens (decision 0049)', () => {
  const tokens = new UnsubscribeTokens('s'.repeat(32));

  it('answer for the member and kind they were made for, and nothing forged', () => {
    const token = tokens.issue({ memberId: 42, kind: 'company_message' });
    expect(tokens.verify(token)).toEqual({ memberId: 42, kind: 'company_message' });
    expect(tokens.verify(token.replace('42.', '43.'))).toBeNull();
    expect(tokens.verify(token.replace('company_message', 'scout'))).toBeNull();
    expect(
      tokens.verify(new UnsubscribeTokens('t'.repeat(32)).issue({ memberId: 42, kind: 'scout' })),
    ).toBeNull();
    expect(tokens.verify(token.replace('company_message', 'no_such_kind'))).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});

describe('retries (decision 0049)', () => {
  it('wait twice as long after each failure, up to the cap', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(4)).toBe(480_000);
    expect(retryDelayMs(OUTBOX_RETRY.attempts + 10)).toBe(OUTBOX_RETRY.maxMs);
  });
});

describe('a notification mail', () => {
  it('has the sentence as subject, its link, and one-click unsubscribe headers', () => {
    const mail = composeMail({
      outboxId: 7,
      to: 'taro@example.com',
      kind: 'entry_status',
      text: '応募の状況が「面接」になりました。',
      url: '/member/',
      siteUrl: 'https://genba-job.example.jp',
      unsubscribeToken: '1.entry_status.x',
    });
    expect(mail.subject).toBe('【現場ジョブ】応募の状況が「面接」になりました');
    expect(mail.text).toContain('https://genba-job.example.jp/member/\n');
    expect(mail.text).toContain('「応募状況の変化」のメールを停止する:');
    expect(mail.text).toContain('https://genba-job.example.jp/unsubscribe/?token=1.entry_status.x');
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://genba-job.example.jp/unsubscribe/one-click/?token=1.entry_status.x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.messageId).toBe('<notification-7@genba-job.example.jp>');
  });
});
