import { describe, expect, it } from 'vitest';
import { parseEntryDraft } from './entry-draft';

const FIELDS = ['name', 'phoneNumber'];

describe('parseEntryDraft', () => {
  it('gives back the known text fields and qualification ids', () => {
    const text = JSON.stringify({
      values: { name: '佐藤 花子', phoneNumber: '09012345678', other: 'x' },
      qualificationIds: ['3', '12'],
    });
    expect(parseEntryDraft(text, FIELDS)).toEqual({
      values: { name: '佐藤 花子', phoneNumber: '09012345678' },
      qualificationIds: ['3', '12'],
    });
  });

  it('drops values of the wrong type and answers null for nothing usable', () => {
    const text = JSON.stringify({ values: { name: 5 }, qualificationIds: ['1', 2, 'x'] });
    expect(parseEntryDraft(text, FIELDS)).toEqual({ values: {}, qualificationIds: ['1'] });
    expect(parseEntryDraft(null, FIELDS)).toBeNull();
    expect(parseEntryDraft('{', FIELDS)).toBeNull();
    expect(parseEntryDraft('[]', FIELDS)).toBeNull();
  });
});
