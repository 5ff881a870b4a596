import { describe, expect, it } from 'vitest';
import {
  hasUnreadFromCompany,
  markCompanyMessagesRead,
  mergeMessages,
  messagePreview,
  newestMessageId,
} from './thread';

const message = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt,
  isSentByUser: false,
  readAt: null as string | null,
  ...extra,
});

describe('mergeMessages', () => {
  it('puts a newest-first page oldest first and an older page above it', () => {
    const first = [message('3', '2025-04-01T03:00:00Z'), message('2', '2025-04-01T02:00:00Z')];
    const older = [message('1', '2025-04-01T01:00:00Z')];
    const shown = mergeMessages(mergeMessages([], first), older);
    expect(shown.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('keeps each message once, the newer copy winning, and orders equal times by id', () => {
    const current = [message('9', '2025-04-01T00:00:00Z'), message('10', '2025-04-01T00:00:00Z')];
    const sent = message('10', '2025-04-01T00:00:00Z', { readAt: '2025-04-02T00:00:00Z' });
    const shown = mergeMessages(current, [sent]);
    expect(shown.map((m) => m.id)).toEqual(['9', '10']);
    expect(shown[1]?.readAt).toBe('2025-04-02T00:00:00Z');
  });
});

describe('read receipts', () => {
  it('sees unread company messages only', () => {
    expect(hasUnreadFromCompany([message('1', 'x', { isSentByUser: true })])).toBe(false);
    expect(hasUnreadFromCompany([message('1', 'x')])).toBe(true);
    expect(hasUnreadFromCompany([message('1', 'x', { readAt: 'y' })])).toBe(false);
  });

  it('stamps unread company messages and leaves the member’s own alone', () => {
    const stamped = markCompanyMessagesRead(
      [message('1', 'x'), message('2', 'x', { isSentByUser: true })],
      'now',
    );
    expect(stamped.map((m) => m.readAt)).toEqual(['now', null]);
  });

  it('stamps only up to the newest message seen when given', () => {
    const stamped = markCompanyMessagesRead(
      [message('8', 'x'), message('9', 'x', { isSentByUser: true }), message('10', 'x')],
      'now',
      '9',
    );
    expect(stamped.map((m) => m.readAt)).toEqual(['now', null, null]);
  });

  it('finds the newest message by id (numerically), null when there is none', () => {
    expect(newestMessageId([])).toBeNull();
    expect(newestMessageId([message('9', 'x'), message('10', 'x'), message('2', 'x')])).toBe('10');
  });
});

describe('messagePreview', () => {
  it('shows text on one line, a file by its name, and cuts long text with ...', () => {
    expect(messagePreview({ content: 'こんにちは\n よろしく', file: null })).toBe(
      'こんにちは よろしく',
    );
    expect(messagePreview({ content: null, file: { name: '履歴書.pdf' } })).toBe(
      'ファイル：履歴書.pdf',
    );
    expect(messagePreview({ content: 'あ'.repeat(70), file: null }, 60)).toBe(
      `${'あ'.repeat(60)}...`,
    );
    expect(messagePreview(null)).toBe('メッセージはまだありません');
  });
});
