import { KEEP_LIST } from '@jobsite/domain/constants';
import {
  fieldErrors,
  memberEntriesSchema,
  memberEntrySchema,
  visitorJobEntrySchema,
} from '@jobsite/domain/validators';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/client-state/test-storage';
import { readCheckedIds, toggleCheckedId, writeCheckedIds } from './checked-ids';
import { EMPTY_VISITOR_ENTRY, memberEntryInput, visitorEntryInput } from './entry-form';
import { bulkEntryPath, parseEntryRequest, thanksPath } from './entry-query';

describe('parseEntryRequest', () => {
  it('reads one job, or several checked ones, and the inquiry type', () => {
    expect(parseEntryRequest({ job_id: '12' })).toEqual({ jobIds: ['12'], type: 'entry' });
    expect(parseEntryRequest({ job_id: '12', type: 'inquiry' })).toEqual({
      jobIds: ['12'],
      type: 'inquiry',
    });
    expect(parseEntryRequest({ job_ids: '3, 4,3,x,0' })).toEqual({
      jobIds: ['3', '4'],
      type: 'entry',
    });
    expect(parseEntryRequest({ job_id: ['5', '6'], type: 'other' })).toEqual({
      jobIds: ['5'],
      type: 'entry',
    });
    expect(parseEntryRequest({})).toEqual({ jobIds: [], type: 'entry' });
  });

  it('takes at most a saved list of jobs at once', () => {
    const ids = Array.from({ length: 30 }, (_, i) => String(i + 1));
    expect(parseEntryRequest({ job_ids: ids.join(',') }).jobIds).toHaveLength(KEEP_LIST.maxItems);
  });

  it('round-trips the bulk path and builds the thanks paths', () => {
    const path = bulkEntryPath(['7', '8']);
    expect(path).toBe('/entry?job_ids=7%2C8');
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(parseEntryRequest(query).jobIds).toEqual(['7', '8']);
    expect(thanksPath('entry')).toBe('/entry/thanks');
    expect(thanksPath('inquiry')).toBe('/entry/thanks?type=inquiry');
    expect(thanksPath('entry', 3)).toBe('/entry/thanks?count=3');
    // The jobs applied to go along: the thanks page offers jobs like them.
    const thanks = thanksPath('entry', 2, ['7', '8']);
    expect(thanks).toBe('/entry/thanks?count=2&job_ids=7%2C8');
    const thanksQuery = Object.fromEntries(new URL(thanks, 'http://x').searchParams);
    expect(parseEntryRequest(thanksQuery).jobIds).toEqual(['7', '8']);
  });
});

describe('checkedIds (spec §3 storage key)', () => {
  it('stores distinct ids and forgets the key when empty', () => {
    const storage = memoryStorage();
    writeCheckedIds(storage, ['1', '2', '1']);
    expect(readCheckedIds(storage)).toEqual(['1', '2']);
    writeCheckedIds(storage, []);
    expect(storage.getItem('checkedIds')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('checkedIds', '{not json');
    expect(readCheckedIds(storage)).toEqual([]);
    storage.setItem('checkedIds', JSON.stringify(['1', 2, '<x>', '3']));
    expect(readCheckedIds(storage)).toEqual(['1', '3']);
    expect(readCheckedIds(null)).toEqual([]);
  });

  it('refuses a tick beyond one batch', () => {
    const full = Array.from({ length: KEEP_LIST.maxItems }, (_, i) => String(i + 1));
    expect(toggleCheckedId(full, '99', true)).toEqual({ ids: full, refused: true });
    expect(toggleCheckedId(full, '1', false).ids).toHaveLength(KEEP_LIST.maxItems - 1);
    expect(toggleCheckedId(['1'], '1', true)).toEqual({ ids: ['1'], refused: false });
  });
});

describe('entry inputs', () => {
  const attribution = { utmSource: 'line', internalSource: null, magazineArticleId: '12' };

  it('a member applies to one job with createEntry, to several with createEntries', () => {
    const single = memberEntryInput(['4'], '', attribution);
    expect(single).toEqual({ kind: 'single', input: { jobId: '4', message: null, attribution } });
    expect(memberEntrySchema.safeParse(single.input).success).toBe(true);
    const batch = memberEntryInput(['4', '5'], 'よろしくお願いします', null);
    expect(batch.kind).toBe('batch');
    expect(memberEntriesSchema.safeParse(batch.input).success).toBe(true);
  });

  it('a visitor profile passes the schema once complete', () => {
    const input = visitorEntryInput(
      {
        ...EMPTY_VISITOR_ENTRY,
        name: '訪問 花子',
        furigana: 'ホウモン ハナコ',
        birthYear: '1995',
        zipCode: '150-0001',
        addressLine: '',
        phoneNumber: '090-1234-5678',
      },
      ['4'],
      ['1', '1'],
      attribution,
    );
    expect(input.profile).toMatchObject({
      birthYear: 1995,
      addressLine: null,
      email: null,
      contactMethod: 'phone_number',
      desiredOccupationIds: ['1'],
    });
    const parsed = visitorJobEntrySchema.safeParse(input);
    expect(parsed.data?.profile.furigana).toBe('ほうもん はなこ');
  });

  it("carries the submission's idempotency key", () => {
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const values = {
      ...EMPTY_VISITOR_ENTRY,
      name: '訪問 花子',
      furigana: 'ほうもん はなこ',
      birthYear: '1995',
      zipCode: '1500001',
      phoneNumber: '09012345678',
    };
    const input = visitorEntryInput(values, ['4'], [], null, key);
    const parsed = visitorJobEntrySchema.safeParse(input);
    expect(parsed.success && parsed.data.clientSubmissionId).toBe(key);
    expect(visitorEntryInput(values, ['4'], [], null).clientSubmissionId).toBeNull();
  });

  it("reports a visitor's missing details under profile.*", () => {
    const input = visitorEntryInput(
      { ...EMPTY_VISITOR_ENTRY, contactMethod: 'email' },
      ['4'],
      [],
      null,
    );
    const result = visitorJobEntrySchema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toMatchObject({
      'profile.name': '入力してください',
      'profile.birthYear': '生まれ年を正しく選択してください',
      'profile.zipCode': '入力してください',
      'profile.phoneNumber': '入力してください',
    });
  });
});

describe('footer of the form pages (spec §2)', () => {
  it('is the reduced footer on /entry and /member/signup only', async () => {
    const { isFormPage } = await import('../../components/site/FooterForPath');
    expect(['/entry', '/entry/', '/member/signup', '/member/signup/'].map(isFormPage)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/entry/thanks', '/driver', '/member/', '/entryx'].map(isFormPage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isFormPage(null)).toBe(false);
  });
});
