import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('attachmentProblem', () => {
  it('accepts each allowed type up to the size limit', () => {
    for (const type of MESSAGE_LIMITS.allowedAttachmentTypes) {
      expect(attachmentProblem(file('a', type, MESSAGE_LIMITS.maxAttachmentBytes))).toBeNull();
    }
    expect(attachmentProblem(file('a.txt', 'Text/Plain; charset=utf-8', 10))).toBeNull();
  });

  it('refuses a file over the limit with the catalogue message', () => {
    expect(
      attachmentProblem(file('big.pdf', 'application/pdf', MESSAGE_LIMITS.maxAttachmentBytes + 1)),
    ).toBe(errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE));
    // Too large and of a refused type: the size is what the member can act on first.
    expect(
      attachmentProblem(file('big.zip', 'application/zip', MESSAGE_LIMITS.maxAttachmentBytes + 1)),
    ).toBe(errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE));
  });

  it('refuses other types, unknown types and empty files in Japanese', () => {
    expect(attachmentProblem(file('run.exe', 'application/x-msdownload', 10))).toBe(
      errorMessage(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED),
    );
    expect(attachmentProblem(file('noext', '', 10))).toBe(
      errorMessage(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED),
    );
    expect(attachmentProblem(file('empty.pdf', 'application/pdf', 0))).toBe(
      '空のファイルは添付できません',
    );
  });
});
