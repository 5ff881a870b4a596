import { idempotencyKeySchema } from '@jobsite/domain/validators';
import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, createSubmissionKey, newIdempotencyKey } from './idempotency-keys';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createIdempotencyKeys', () => {
  it('keeps the key while the same content is sent again, and makes a new one after success', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor('text', 'よろしくお願いします');
    // The send failed (timeout, lost answer): the retry of the same content sends the same key.
    expect(keys.keyFor('text', 'よろしくお願いします')).toBe(first);
    expect(keys.keyFor('text', 'よろしくお願いします')).toBe(first);
    keys.done('text');
    // The same content sent again after a success is a new send.
    expect(keys.keyFor('text', 'よろしくお願いします')).not.toBe(first);
  });

  it('makes a new key when the content changed after a failure', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor('text', 'こんにちは');
    const edited = keys.keyFor('text', 'こんにちは。');
    expect(edited).not.toBe(first);
    // Going back to the first content is new content again: the edited key is the pending one.
    expect(keys.keyFor('text', 'こんにちは')).not.toBe(first);
    expect(keys.keyFor('text', 'こんにちは。')).not.toBe(edited);
  });

  it('keeps slots apart: one can succeed while another fails', () => {
    const keys = createIdempotencyKeys(counter());
    const fileKey = keys.keyFor('file', 'resume.pdf');
    const textKey = keys.keyFor('text', '履歴書を送ります');
    expect(fileKey).not.toBe(textKey);
    // The file went through, the text failed: the text's retry keeps its key.
    keys.done('file');
    expect(keys.keyFor('text', '履歴書を送ります')).toBe(textKey);
    // The same file sent again after its success is a new send, kept while it is retried.
    const again = keys.keyFor('file', 'resume.pdf');
    expect(again).not.toBe(fileKey);
    expect(keys.keyFor('file', 'resume.pdf')).toBe(again);
    expect(keys.keyFor('file', 'other.pdf')).not.toBe(again);
  });
});

describe('createSubmissionKey', () => {
  it('keeps the key while the same submission is sent again, and makes a new one after success', () => {
    const key = createSubmissionKey(counter());
    const application = { jobIds: ['3'], values: { name: '山田 太郎' }, attribution: null };
    const first = key.keyFor(application);
    // The answer was lost or the server restarted: sending the same again sends the same key.
    expect(key.keyFor({ ...application })).toBe(first);
    key.done();
    // The same form sent again after a success is a new submission.
    expect(key.keyFor(application)).not.toBe(first);
  });

  it('makes a new key when what is sent changed', () => {
    const key = createSubmissionKey(counter());
    const first = key.keyFor({ message: 'よろしくお願いします' });
    const edited = key.keyFor({ message: 'よろしくお願いします。' });
    expect(edited).not.toBe(first);
    expect(key.keyFor({ message: 'よろしくお願いします' })).not.toBe(first);
  });

  it('makes keys the api accepts', () => {
    const made = createSubmissionKey().keyFor({});
    expect(idempotencyKeySchema.safeParse(made).success).toBe(true);
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
  });
});

describe('newIdempotencyKey', () => {
  it('makes UUIDs the api accepts, also without crypto.randomUUID', () => {
    const made = newIdempotencyKey();
    expect(idempotencyKeySchema.parse(made)).toBe(made);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const fallback = newIdempotencyKey();
      expect(fallback).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(idempotencyKeySchema.parse(fallback)).toBe(fallback);
      expect(newIdempotencyKey()).not.toBe(fallback);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
