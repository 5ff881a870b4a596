import { describe, expect, it } from 'vitest';
import { visitorSubmission } from './submissions';

/**
 * The content hash is stored with each keyed submission and compared when the key comes again,
 * so its format must not change between releases: a retry that straddles a deploy would be
 * refused as a different submission. These hashes were computed by the first implementation.
 */
describe('visitorSubmission', () => {
  const input = {
    clientSubmissionId: 'KEY-1',
    clientMutationId: 'echo',
    name: '応募 太郎',
    phoneNumber: '0312345678',
    jobIds: [3, 1, 2],
    note: null,
    address: { zipCode: '1000001', prefectureCode: 13, line: undefined },
  };

  it('hashes the operation and the parsed input, keys in any order, null members left out', () => {
    const submission = visitorSubmission('createVisitorJobEntry', input);
    expect(submission.key).toBe('KEY-1');
    expect(submission.contentHash).toBe(
      'd5ca3ccd8bf739909d0d6fc17a4d137583bb95deb55a977953b79679f8430b28',
    );
    const reordered = visitorSubmission('createVisitorJobEntry', {
      address: { prefectureCode: 13, zipCode: '1000001' },
      jobIds: [3, 1, 2],
      phoneNumber: '0312345678',
      name: '応募 太郎',
      clientSubmissionId: 'KEY-2',
    });
    expect(reordered.contentHash).toBe(submission.contentHash);
  });

  it('tells different content and different operations apart', () => {
    const base = visitorSubmission('createVisitorJobEntry', input).contentHash;
    expect(visitorSubmission('createVisitorScoutEntry', input).contentHash).not.toBe(base);
    expect(
      visitorSubmission('createVisitorJobEntry', { ...input, jobIds: [1, 2, 3] }).contentHash,
    ).not.toBe(base);
  });
});
