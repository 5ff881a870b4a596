import { idempotencyKeySchema } from '@jobsite/domain/validators';
import { describe, expect, it } from 'vitest';
import { createSubmissionKey, newIdempotencyKey } from './idempotency-keys';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

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
