import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '../constants';
import {
  attachmentSchema,
  clientMessageIdSchema,
  messageTextSchema,
  userMessageSchema,
} from './message';
import { errorsOf, parseOk } from './test-helpers';

describe('messageTextSchema', () => {
  it('keeps the text exactly as typed', () => {
    expect(parseOk(messageTextSchema, '\nよろしくお願いします。\n')).toBe(
      '\nよろしくお願いします。\n',
    );
    const longest = 'あ'.repeat(MESSAGE_LIMITS.maxTextLength);
    expect(parseOk(messageTextSchema, longest)).toBe(longest);
  });

  it('rejects empty, whitespace-only and too long text', () => {
    expect(errorsOf(messageTextSchema, '')).toEqual({ root: '入力してください' });
    expect(errorsOf(messageTextSchema, ' \n\u3000')).toEqual({
      root: '空白以外の文字を入力してください',
    });
    expect(errorsOf(messageTextSchema, 'あ'.repeat(MESSAGE_LIMITS.maxTextLength + 1))).toEqual({
      root: '2000文字以内で入力してください',
    });
    expect(errorsOf(messageTextSchema, null)).toEqual({ root: '入力してください' });
  });
});

describe('userMessageSchema', () => {
  it('accepts a room and content', () => {
    expect(parseOk(userMessageSchema, { roomId: 3, content: '承知しました' })).toEqual({
      roomId: 3,
      content: '承知しました',
    });
  });

  it('accepts the key of a quick reply', () => {
    expect(
      parseOk(userMessageSchema, { roomId: '3', content: '承知しました', quickReplyKey: 'ok' }),
    ).toEqual({ roomId: 3, content: '承知しました', quickReplyKey: 'ok' });
  });

  it('rejects a missing room and content', () => {
    expect(errorsOf(userMessageSchema, {})).toEqual({
      roomId: '選択してください',
      content: '入力してください',
    });
  });
});

describe('clientMessageIdSchema', () => {
  it('accepts a UUID (any case, kept lower-case) or nothing', () => {
    const id = crypto.randomUUID();
    expect(parseOk(clientMessageIdSchema, id)).toBe(id);
    expect(parseOk(clientMessageIdSchema, id.toUpperCase())).toBe(id);
    expect(parseOk(clientMessageIdSchema, null)).toBeNull();
    expect(parseOk(clientMessageIdSchema, undefined)).toBeUndefined();
  });

  it('rejects anything that is not UUID-shaped, long strings included', () => {
    for (const bad of ['', 'abc', `${crypto.randomUUID()}0`, 'x'.repeat(10_000), 42]) {
      expect(errorsOf(clientMessageIdSchema, bad)).toEqual({ root: '正しく入力してください' });
    }
  });

  it('is an optional field of userMessageSchema', () => {
    const id = crypto.randomUUID();
    expect(
      parseOk(userMessageSchema, { roomId: '3', content: 'はい', clientMessageId: id }),
    ).toEqual({ roomId: 3, content: 'はい', clientMessageId: id });
    expect(
      errorsOf(userMessageSchema, { roomId: '3', content: 'はい', clientMessageId: 'retry-1' }),
    ).toEqual({ clientMessageId: '正しく入力してください' });
  });
});

describe('attachmentSchema', () => {
  const pdf = { name: '履歴書.pdf', contentType: 'application/pdf', size: 120_000 };

  it('accepts an allowed file up to the size limit', () => {
    expect(parseOk(attachmentSchema, pdf)).toEqual(pdf);
    expect(
      parseOk(attachmentSchema, { ...pdf, size: MESSAGE_LIMITS.maxAttachmentBytes }).size,
    ).toBe(MESSAGE_LIMITS.maxAttachmentBytes);
  });

  it('ignores MIME parameters and letter case', () => {
    expect(
      parseOk(attachmentSchema, { ...pdf, contentType: 'Text/Plain; charset=utf-8' }).contentType,
    ).toBe('text/plain');
  });

  it('rejects other types, empty and oversized files', () => {
    expect(
      errorsOf(attachmentSchema, {
        name: '',
        contentType: 'application/x-msdownload',
        size: MESSAGE_LIMITS.maxAttachmentBytes + 1,
      }),
    ).toEqual({
      name: '入力してください',
      contentType: 'この形式のファイルは添付できません。',
      size: '添付できるファイルは10MBまでです。',
    });
    expect(errorsOf(attachmentSchema, { ...pdf, size: 0 })).toEqual({
      size: '空のファイルは添付できません',
    });
    expect(errorsOf(attachmentSchema, { ...pdf, contentType: undefined, size: 1.5 })).toEqual({
      contentType: 'この形式のファイルは添付できません。',
      size: '正しく入力してください',
    });
  });
});
