import { describe, expect, it } from 'vitest';
import { KEEP_LIST, MESSAGE_LIMITS } from '../constants';
import {
  entryJoiningConfirmationSchema,
  memberEntriesSchema,
  memberEntrySchema,
  memberScoutEntrySchema,
  memberScoutInquirySchema,
  visitorJobEntrySchema,
  visitorProfileSchema,
  visitorScoutEntrySchema,
  visitorScoutInquirySchema,
} from './entry';
import { atFixedNow, errorsOf, parseOk } from './test-helpers';

atFixedNow();

/** A visitor's profile as the form (or GraphQL) sends it. */
const profile = {
  name: '山田 太郎',
  birthYear: 1985,
  gender: 'male',
  zipCode: '100-0001',
  prefectureId: '13',
  phoneNumber: '03-1234-5678',
  email: '',
  employmentStatus: 'employed',
  qualificationIds: ['1', '2'],
};

const normalisedProfile = {
  ...profile,
  zipCode: '1000001',
  prefectureId: 13,
  phoneNumber: '0312345678',
  qualificationIds: [1, 2],
};

const longMessage = 'あ'.repeat(MESSAGE_LIMITS.maxTextLength + 1);

describe('visitorProfileSchema', () => {
  it('accepts and normalises a profile', () => {
    expect(parseOk(visitorProfileSchema, profile)).toEqual(normalisedProfile);
  });

  it('accepts only the required fields', () => {
    const minimal = {
      name: '山田 太郎',
      birthYear: 1985,
      zipCode: '1000001',
      phoneNumber: '0312345678',
    };
    expect(parseOk(visitorProfileSchema, minimal)).toEqual(minimal);
  });

  it('accepts an email and a missing one', () => {
    expect(parseOk(visitorProfileSchema, { ...profile, email: 'Taro@example.com' }).email).toBe(
      'taro@example.com',
    );
    const { email: _, ...withoutEmail } = profile;
    expect(parseOk(visitorProfileSchema, withoutEmail).email).toBeUndefined();
  });

  it('requires an email when it is the chosen contact method', () => {
    expect(errorsOf(visitorProfileSchema, { ...profile, contactMethod: 'email' })).toEqual({
      email: '入力してください',
    });
    const byEmail = { ...profile, contactMethod: 'email', email: 'taro@example.com' };
    expect(parseOk(visitorProfileSchema, byEmail).contactMethod).toBe('email');
  });

  it('reports each invalid field', () => {
    expect(
      errorsOf(visitorProfileSchema, {
        name: '',
        birthYear: 2020,
        gender: 'x',
        zipCode: '100-001',
        prefectureId: 48,
        phoneNumber: '12345',
        email: 'taro@',
        employmentStatus: 'retired',
        desiredJobChangeTiming: 'someday',
        qualificationIds: [1, 1],
        desiredOccupationIds: ['a'],
        contactMethod: 'line',
      }),
    ).toEqual({
      name: '入力してください',
      birthYear: '生まれ年を正しく選択してください',
      gender: '選択してください',
      zipCode: '郵便番号は7桁の数字で入力してください',
      prefectureId: '都道府県を選択してください',
      phoneNumber: '正しい電話番号を入力してください',
      email: '正しいメールアドレスを入力してください',
      employmentStatus: '選択してください',
      desiredJobChangeTiming: '選択してください',
      qualificationIds: '同じ項目が重複しています',
      'desiredOccupationIds.0': '選択してください',
      contactMethod: '選択してください',
    });
  });
});

describe('memberEntrySchema', () => {
  it('accepts one job, with an optional first message', () => {
    expect(parseOk(memberEntrySchema, { jobId: '10' })).toEqual({ jobId: 10 });
    expect(parseOk(memberEntrySchema, { jobId: 10, message: ' よろしくお願いします ' })).toEqual({
      jobId: 10,
      message: 'よろしくお願いします',
    });
  });

  it('rejects a missing job and a too long message', () => {
    expect(errorsOf(memberEntrySchema, { message: longMessage })).toEqual({
      jobId: '選択してください',
      message: `${MESSAGE_LIMITS.maxTextLength}文字以内で入力してください`,
    });
  });
});

describe('memberEntriesSchema', () => {
  it('accepts 1 to KEEP_LIST.maxItems distinct job ids', () => {
    expect(parseOk(memberEntriesSchema, { jobIds: [10] })).toEqual({ jobIds: [10] });
    expect(parseOk(memberEntriesSchema, { jobIds: ['10', '11'] })).toEqual({ jobIds: [10, 11] });
    const many = Array.from({ length: KEEP_LIST.maxItems }, (_, i) => i + 1);
    expect(parseOk(memberEntriesSchema, { jobIds: many }).jobIds).toHaveLength(KEEP_LIST.maxItems);
  });

  it('rejects an empty, oversized or duplicated batch', () => {
    expect(errorsOf(memberEntriesSchema, { jobIds: [] })).toEqual({
      jobIds: '応募する求人を選択してください',
    });
    const tooMany = Array.from({ length: KEEP_LIST.maxItems + 1 }, (_, i) => i + 1);
    expect(errorsOf(memberEntriesSchema, { jobIds: tooMany })).toEqual({
      jobIds: '一度に応募できるのは20件までです',
    });
    expect(errorsOf(memberEntriesSchema, { jobIds: [3, '3'] })).toEqual({
      jobIds: '同じ項目が重複しています',
    });
    expect(errorsOf(memberEntriesSchema, { jobIds: [0] })).toEqual({
      'jobIds.0': '選択してください',
    });
  });
});

describe('visitorJobEntrySchema', () => {
  const entryProfile = { ...profile, furigana: 'やまだ たろう', addressLine: ' 千代田区千代田 ' };

  it('accepts jobs and a nested profile, normalised', () => {
    expect(parseOk(visitorJobEntrySchema, { jobIds: ['5', '6'], profile: entryProfile })).toEqual({
      jobIds: [5, 6],
      profile: { ...normalisedProfile, furigana: 'やまだ たろう', addressLine: '千代田区千代田' },
    });
  });

  it('takes a katakana reading as hiragana', () => {
    const parsed = parseOk(visitorJobEntrySchema, {
      jobIds: ['5'],
      profile: { ...profile, furigana: 'ヤマダ　タロウ' },
    });
    expect(parsed.profile.furigana).toBe('やまだ たろう');
  });

  it.each([[undefined], [null], ['']])('asks for the reading when it is %j', (furigana) => {
    expect(
      errorsOf(visitorJobEntrySchema, { jobIds: ['5'], profile: { ...profile, furigana } }),
    ).toEqual({ 'profile.furigana': '入力してください' });
  });

  it('refuses a reading in kanji with a Japanese message', () => {
    expect(
      errorsOf(visitorJobEntrySchema, {
        jobIds: ['5'],
        profile: { ...profile, furigana: '山田 太郎' },
      }),
    ).toEqual({ 'profile.furigana': 'ふりがなはひらがなで入力してください' });
  });

  it('reports profile errors under their nested paths', () => {
    expect(
      errorsOf(visitorJobEntrySchema, {
        jobIds: [],
        profile: { ...profile, name: '', phoneNumber: '' },
      }),
    ).toEqual({
      jobIds: '応募する求人を選択してください',
      'profile.name': '入力してください',
      'profile.phoneNumber': '入力してください',
      'profile.furigana': '入力してください',
    });
    expect(errorsOf(visitorJobEntrySchema, { jobIds: [5] })).toEqual({
      profile: '入力してください',
    });
  });
});

describe('scout entries', () => {
  it('accepts a member scout entry', () => {
    expect(parseOk(memberScoutEntrySchema, { scoutId: '7' })).toEqual({ scoutId: 7 });
  });

  it('rejects a member scout entry without a scout', () => {
    expect(errorsOf(memberScoutEntrySchema, {})).toEqual({ scoutId: '選択してください' });
  });

  it('accepts a visitor scout entry by the urlId of its link', () => {
    expect(parseOk(visitorScoutEntrySchema, { scoutUrlId: 'a1B2c3', profile })).toEqual({
      scoutUrlId: 'a1B2c3',
      profile: normalisedProfile,
    });
  });

  it('rejects a visitor scout entry without a urlId', () => {
    expect(errorsOf(visitorScoutEntrySchema, { scoutUrlId: ' ', profile })).toEqual({
      scoutUrlId: 'スカウトのリンクが正しくありません',
    });
  });

  it('rejects a visitor scout entry with missing profile data', () => {
    expect(
      errorsOf(visitorScoutEntrySchema, {
        scoutUrlId: 'a1',
        profile: { ...profile, phoneNumber: '' },
      }),
    ).toEqual({ 'profile.phoneNumber': '入力してください' });
  });
});

describe('scout inquiries', () => {
  it('accepts a member inquiry with or without a message and contact method', () => {
    expect(parseOk(memberScoutInquirySchema, { scoutId: 7 })).toEqual({ scoutId: 7 });
    expect(
      parseOk(memberScoutInquirySchema, {
        scoutId: 7,
        contactMethod: 'phone_number',
        message: ' 詳しく知りたいです ',
      }),
    ).toEqual({ scoutId: 7, contactMethod: 'phone_number', message: '詳しく知りたいです' });
  });

  it('rejects a member inquiry with a too long message or an unknown method', () => {
    expect(
      errorsOf(memberScoutInquirySchema, {
        scoutId: 7,
        contactMethod: 'fax',
        message: longMessage,
      }),
    ).toEqual({
      contactMethod: '選択してください',
      message: `${MESSAGE_LIMITS.maxTextLength}文字以内で入力してください`,
    });
  });

  it('accepts a visitor inquiry', () => {
    expect(parseOk(visitorScoutInquirySchema, { scoutUrlId: 'a1', profile })).toMatchObject({
      scoutUrlId: 'a1',
      profile: { phoneNumber: '0312345678' },
    });
  });

  it('rejects a visitor inquiry without its link and profile', () => {
    expect(errorsOf(visitorScoutInquirySchema, {})).toEqual({
      scoutUrlId: 'スカウトのリンクが正しくありません',
      profile: '入力してください',
    });
    expect(
      Object.keys(errorsOf(visitorScoutInquirySchema, { scoutUrlId: 'a1', profile: {} })),
    ).toEqual(['profile.name', 'profile.birthYear', 'profile.zipCode', 'profile.phoneNumber']);
  });
});

describe('clientSubmissionId of visitor submissions', () => {
  const key = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('takes a UUID in either letter case, lower-cased, on all three visitor inputs', () => {
    expect(
      parseOk(visitorJobEntrySchema, {
        jobIds: [5],
        profile: { ...profile, furigana: 'やまだ たろう' },
        clientSubmissionId: key,
      }).clientSubmissionId,
    ).toBe(key);
    expect(
      parseOk(visitorScoutEntrySchema, {
        scoutUrlId: 'a1',
        profile,
        clientSubmissionId: key.toUpperCase(),
      }).clientSubmissionId,
    ).toBe(key);
    expect(
      parseOk(visitorScoutInquirySchema, { scoutUrlId: 'a1', profile, clientSubmissionId: null })
        .clientSubmissionId,
    ).toBeNull();
  });

  it('refuses anything else as a key', () => {
    for (const bad of ['retry-1', `${key}-0`, 'x'.repeat(5000), 42]) {
      expect(
        errorsOf(visitorScoutInquirySchema, { scoutUrlId: 'a1', profile, clientSubmissionId: bad }),
      ).toEqual({ clientSubmissionId: '正しく入力してください' });
    }
  });
});

describe('entryJoiningConfirmationSchema', () => {
  it('accepts a joining with its date and a not-joined answer without one', () => {
    expect(
      parseOk(entryJoiningConfirmationSchema, {
        token: 't',
        hasJoined: true,
        joinedOn: '2025-04-01',
      }),
    ).toEqual({ token: 't', hasJoined: true, joinedOn: '2025-04-01' });
    expect(
      parseOk(entryJoiningConfirmationSchema, { token: 't', hasJoined: false, joinedOn: '' }),
    ).toEqual({ token: 't', hasJoined: false, joinedOn: null });
  });

  it('requires the date of joining', () => {
    expect(errorsOf(entryJoiningConfirmationSchema, { token: 't', hasJoined: true })).toEqual({
      joinedOn: '入社日を入力してください',
    });
  });

  it('rejects dates that do not exist and a missing link token', () => {
    for (const joinedOn of ['2025-02-30', '2025/04/01', '20250401']) {
      expect(
        errorsOf(entryJoiningConfirmationSchema, { token: ' ', hasJoined: true, joinedOn }),
      ).toEqual({ token: 'リンクが正しくありません', joinedOn: '正しい日付を入力してください' });
    }
  });
});
