import { clientMessageIdSchema } from '@jobsite/domain/validators';
import { describe, expect, it } from 'vitest';
import { createSendKeys, fileContent, newClientMessageId, textContent } from './send-keys';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createSendKeys', () => {
  it('keeps the key while the same content is sent again, and makes a new one after success', () => {
    const keys = createSendKeys(counter());
    const text = textContent('3', 'よろしくお願いします');
    const first = keys.keyFor('text', text);
    // The send failed (timeout, lost answer): the retry of the same text sends the same key.
    expect(keys.keyFor('text', text)).toBe(first);
    expect(keys.keyFor('text', text)).toBe(first);
    keys.done('text');
    // The same words sent again after a success are a new message.
    expect(keys.keyFor('text', text)).not.toBe(first);
  });

  it('makes a new key when the content changed after a failure', () => {
    const keys = createSendKeys(counter());
    const first = keys.keyFor('text', textContent('3', 'こんにちは'));
    const edited = keys.keyFor('text', textContent('3', 'こんにちは。'));
    expect(edited).not.toBe(first);
    // Going back to the first text is new content again: the edited key is the pending one.
    expect(keys.keyFor('text', textContent('3', 'こんにちは'))).not.toBe(first);
    expect(keys.keyFor('text', textContent('4', 'こんにちは'))).not.toBe(edited);
  });

  it('keeps slots apart: a file and a text of one submit are two messages', () => {
    const keys = createSendKeys(counter());
    const file = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf', lastModified: 1 });
    const fileKey = keys.keyFor('file', fileContent('3', file));
    const textKey = keys.keyFor('text', textContent('3', '履歴書を送ります'));
    expect(fileKey).not.toBe(textKey);
    // The file went through, the text failed: the text's retry keeps its key.
    keys.done('file');
    expect(keys.keyFor('text', textContent('3', '履歴書を送ります'))).toBe(textKey);
    // The same file chosen again is the same content; another file is not.
    const again = keys.keyFor('file', fileContent('3', file));
    expect(again).not.toBe(fileKey);
    expect(keys.keyFor('file', fileContent('3', file))).toBe(again);
    const other = new File(['%PDF-2'], 'resume.pdf', { type: 'application/pdf', lastModified: 1 });
    expect(keys.keyFor('file', fileContent('3', other))).not.toBe(again);
  });

  it('tells a quick reply from the same words typed', () => {
    expect(textContent('3', '承知しました', 'ok')).not.toBe(textContent('3', '承知しました'));
  });
});

describe('newClientMessageId', () => {
  it('makes UUIDs the api accepts, also without crypto.randomUUID', () => {
    const made = newClientMessageId();
    expect(clientMessageIdSchema.parse(made)).toBe(made);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const fallback = newClientMessageId();
      expect(fallback).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(clientMessageIdSchema.parse(fallback)).toBe(fallback);
      expect(newClientMessageId()).not.toBe(fallback);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
