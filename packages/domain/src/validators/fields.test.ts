import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { Gender } from '../enums';
import { PREFECTURES } from '../masters';
import {
  birthYearSchema,
  booleanChoice,
  countSchema,
  distinctListSchema,
  emailSchema,
  enumChoice,
  furiganaSchema,
  hasNoDuplicates,
  hourSchema,
  idListSchema,
  idSchema,
  isEmail,
  isMobilePhoneNumber,
  mobilePhoneNumberSchema,
  monthSchema,
  opaqueKeySchema,
  optionalEmailSchema,
  optionalPhoneNumberSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  phoneNumberSchema,
  prefectureCodeSchema,
  requiredText,
  yearSchema,
  zipCodeSchema,
} from './fields';
import { atFixedNow, errorsOf, parseOk } from './test-helpers';

const root = (message: string) => ({ root: message });

describe('requiredText', () => {
  const schema = requiredText(5);

  it('trims and accepts text up to the limit', () => {
    expect(parseOk(schema, '  あいうえお  ')).toBe('あいうえお');
  });

  it('rejects empty, blank, too long and non-string input', () => {
    expect(errorsOf(schema, '')).toEqual(root('入力してください'));
    expect(errorsOf(schema, ' \u3000 ')).toEqual(root('入力してください'));
    expect(errorsOf(schema, 'あいうえおか')).toEqual(root('5文字以内で入力してください'));
    expect(errorsOf(schema, undefined)).toEqual(root('入力してください'));
    expect(errorsOf(schema, 12)).toEqual(root('入力してください'));
  });
});

describe('optionalText', () => {
  const schema = optionalText(3);

  it('accepts empty, null and absent values', () => {
    expect(parseOk(schema, '')).toBe('');
    expect(parseOk(schema, null)).toBeNull();
    expect(parseOk(schema, undefined)).toBeUndefined();
    expect(parseOk(schema, ' 趣味 ')).toBe('趣味');
  });

  it('rejects too long and non-string input', () => {
    expect(errorsOf(schema, 'あいうえ')).toEqual(root('3文字以内で入力してください'));
    expect(errorsOf(schema, 1)).toEqual(root('正しく入力してください'));
  });
});

describe('emailSchema', () => {
  it.each([
    ['taro@example.com', 'taro@example.com'],
    ['  Taro.Yamada@Example.CO.JP ', 'taro.yamada@example.co.jp'],
    ['taro..yamada@docomo.ne.jp', 'taro..yamada@docomo.ne.jp'],
    ['taro.@ezweb.ne.jp', 'taro.@ezweb.ne.jp'],
    ['a+tag@example.com', 'a+tag@example.com'],
  ])('accepts %s', (input, expected) => {
    expect(parseOk(emailSchema, input)).toBe(expected);
  });

  it.each([
    ['taro'],
    ['taro@'],
    ['@example.com'],
    ['taro@example'],
    ['taro@@example.com'],
    ['taro yamada@example.com'],
    ['たろう@example.com'],
    [`${'a'.repeat(250)}@example.com`],
  ])('rejects %s', (input) => {
    expect(errorsOf(emailSchema, input)).toEqual(root('正しいメールアドレスを入力してください'));
  });

  it('asks for input when empty or missing', () => {
    expect(errorsOf(emailSchema, '')).toEqual(root('入力してください'));
    expect(errorsOf(emailSchema, null)).toEqual(root('入力してください'));
  });

  it('exposes the same rule as isEmail', () => {
    expect(isEmail('a@b.jp')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});

describe('optionalEmailSchema', () => {
  it('accepts an empty, missing or valid email', () => {
    expect(parseOk(optionalEmailSchema, '')).toBe('');
    expect(parseOk(optionalEmailSchema, undefined)).toBeUndefined();
    expect(parseOk(optionalEmailSchema, null)).toBeNull();
    expect(parseOk(optionalEmailSchema, 'A@Example.com')).toBe('a@example.com');
  });

  it('rejects an invalid email', () => {
    expect(errorsOf(optionalEmailSchema, 'taro@')).toEqual(
      root('正しいメールアドレスを入力してください'),
    );
    expect(errorsOf(optionalEmailSchema, 1)).toEqual(root('正しく入力してください'));
  });
});

describe('mobilePhoneNumberSchema', () => {
  it.each([
    ['09012345678', '09012345678'],
    ['080-1234-5678', '08012345678'],
    ['０７０－１２３４－５６７８', '07012345678'],
    ['+81 90 1234 5678', '09012345678'],
  ])('accepts %s', (input, expected) => {
    expect(parseOk(mobilePhoneNumberSchema, input)).toBe(expected);
  });

  it.each([['0312345678'], ['06012345678'], ['0901234567'], ['090123456789'], ['090-abcd-5678']])(
    'rejects %s',
    (input) => {
      expect(errorsOf(mobilePhoneNumberSchema, input)).toEqual(
        root('正しい携帯電話番号を入力してください'),
      );
    },
  );

  it('asks for input when empty', () => {
    expect(errorsOf(mobilePhoneNumberSchema, '')).toEqual(root('入力してください'));
    expect(errorsOf(mobilePhoneNumberSchema, '--')).toEqual(root('入力してください'));
  });

  it('exposes the same rule as isMobilePhoneNumber', () => {
    expect(isMobilePhoneNumber('09012345678')).toBe(true);
    expect(isMobilePhoneNumber('090-1234-5678')).toBe(false);
  });
});

describe('phoneNumberSchema', () => {
  it.each([
    ['03-1234-5678', '0312345678'],
    ['0120-123-456', '0120123456'],
    ['090-1234-5678', '09012345678'],
  ])('accepts %s', (input, expected) => {
    expect(parseOk(phoneNumberSchema, input)).toBe(expected);
  });

  it.each([['1234567890'], ['031234567'], ['031234567890'], ['電話']])('rejects %s', (input) => {
    expect(errorsOf(phoneNumberSchema, input)).toEqual(root('正しい電話番号を入力してください'));
  });

  it('asks for input when empty', () => {
    expect(errorsOf(phoneNumberSchema, '')).toEqual(root('入力してください'));
  });
});

describe('optionalPhoneNumberSchema', () => {
  it('accepts empty, missing or valid numbers', () => {
    expect(parseOk(optionalPhoneNumberSchema, '')).toBe('');
    expect(parseOk(optionalPhoneNumberSchema, null)).toBeNull();
    expect(parseOk(optionalPhoneNumberSchema, '03-1234-5678')).toBe('0312345678');
  });

  it('rejects invalid numbers', () => {
    expect(errorsOf(optionalPhoneNumberSchema, '12345')).toEqual(
      root('正しい電話番号を入力してください'),
    );
  });
});

describe('passwordSchema', () => {
  it('accepts PASSWORD_MIN_LENGTH characters and keeps spaces', () => {
    expect(parseOk(passwordSchema, 'a'.repeat(PASSWORD_MIN_LENGTH))).toBe('aaaaaa');
    expect(parseOk(passwordSchema, ' pass word ')).toBe(' pass word ');
  });

  it('rejects shorter or missing passwords', () => {
    expect(errorsOf(passwordSchema, 'a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(
      root('6文字以上で入力してください'),
    );
    expect(errorsOf(passwordSchema, '')).toEqual(root('入力してください'));
    expect(errorsOf(passwordSchema, undefined)).toEqual(root('入力してください'));
  });
});

describe('zipCodeSchema', () => {
  it.each([
    ['1234567', '1234567'],
    ['123-4567', '1234567'],
    ['〒１２３－４５６７', '1234567'],
  ])('accepts %s', (input, expected) => {
    expect(parseOk(zipCodeSchema, input)).toBe(expected);
  });

  it.each([['123456'], ['12345678'], ['12a-4567']])('rejects %s', (input) => {
    expect(errorsOf(zipCodeSchema, input)).toEqual(root('郵便番号は7桁の数字で入力してください'));
  });

  it('asks for input when empty', () => {
    expect(errorsOf(zipCodeSchema, '')).toEqual(root('入力してください'));
    expect(errorsOf(zipCodeSchema, 1234567)).toEqual(root('入力してください'));
  });
});

describe('personNameSchema', () => {
  it('accepts a trimmed name up to 50 characters', () => {
    expect(parseOk(personNameSchema, ' 山田 太郎 ')).toBe('山田 太郎');
  });

  it('rejects empty or too long names', () => {
    expect(errorsOf(personNameSchema, '')).toEqual(root('入力してください'));
    expect(errorsOf(personNameSchema, '山'.repeat(51))).toEqual(
      root('50文字以内で入力してください'),
    );
  });
});

describe('furiganaSchema', () => {
  it('accepts hiragana and converts katakana and half-width kana', () => {
    expect(parseOk(furiganaSchema, 'やまだ たろう')).toBe('やまだ たろう');
    expect(parseOk(furiganaSchema, 'ヤマダ　タロウ')).toBe('やまだ たろう');
    expect(parseOk(furiganaSchema, 'ｻﾄｳ ｼﾞﾛｰ')).toBe('さとう じろー');
    expect(parseOk(furiganaSchema, 'スミス・ジョン')).toBe('すみす・じょん');
  });

  it.each([['山田'], ['Yamada'], ['やまだ1'], ['やまだ\nたろう']])('rejects %j', (input) => {
    expect(errorsOf(furiganaSchema, input)).toEqual(root('ふりがなはひらがなで入力してください'));
  });

  it('rejects empty or too long readings', () => {
    expect(errorsOf(furiganaSchema, '  ')).toEqual(root('入力してください'));
    expect(errorsOf(furiganaSchema, 'あ'.repeat(51))).toEqual(root('50文字以内で入力してください'));
  });
});

describe('idSchema', () => {
  it('accepts positive integers', () => {
    expect(parseOk(idSchema, 1)).toBe(1);
    expect(parseOk(idSchema, 205)).toBe(205);
  });

  it('accepts GraphQL ID strings of digits and outputs numbers', () => {
    expect(parseOk(idSchema, '205')).toBe(205);
    expect(parseOk(idSchema, ' 7 ')).toBe(7);
  });

  it.each([
    [0],
    [-1],
    [1.5],
    ['0'],
    ['-1'],
    ['1.5'],
    ['1e3'],
    ['abc'],
    [''],
    ['99999999999999999999'],
    [true],
    [null],
    [undefined],
    [Number.NaN],
  ])('rejects %j', (input) => {
    expect(errorsOf(idSchema, input)).toEqual(root('選択してください'));
  });
});

describe('idListSchema', () => {
  it('accepts distinct ids, empty by default', () => {
    expect(parseOk(idListSchema(), [])).toEqual([]);
    expect(parseOk(idListSchema(), [3, 1, 2])).toEqual([3, 1, 2]);
  });

  it('rejects duplicates, invalid ids and non-arrays', () => {
    expect(errorsOf(idListSchema(), [1, 1])).toEqual(root('同じ項目が重複しています'));
    expect(errorsOf(idListSchema(), [1, '1'])).toEqual(root('同じ項目が重複しています'));
    expect(errorsOf(idListSchema(), [1, 0])).toEqual({ '1': '選択してください' });
    expect(errorsOf(idListSchema(), 1)).toEqual(root('選択してください'));
  });

  it('applies min and max with their messages', () => {
    const schema = idListSchema({ min: 1, minMessage: '1つ以上選択してください', max: 2 });
    expect(errorsOf(schema, [])).toEqual(root('1つ以上選択してください'));
    expect(errorsOf(schema, [1, 2, 3])).toEqual(root('2件まで選択できます'));
    expect(
      errorsOf(
        idListSchema(),
        Array.from({ length: 101 }, (_, i) => i + 1),
      ),
    ).toEqual(root('100件まで選択できます'));
  });

  it('hasNoDuplicates compares values', () => {
    expect(hasNoDuplicates([1, 2, 3])).toBe(true);
    expect(hasNoDuplicates([1, 2, 1])).toBe(false);
  });
});

describe('prefectureCodeSchema', () => {
  it('accepts 1 (Hokkaido) to 47 (Okinawa), also as GraphQL ID strings', () => {
    expect(parseOk(prefectureCodeSchema, 1)).toBe(1);
    expect(parseOk(prefectureCodeSchema, '13')).toBe(13);
    expect(parseOk(prefectureCodeSchema, 13)).toBe(13);
    expect(parseOk(prefectureCodeSchema, 47)).toBe(47);
  });

  it('accepts exactly the codes of PREFECTURES', () => {
    for (const { code } of PREFECTURES)
      expect(parseOk(prefectureCodeSchema, String(code))).toBe(code);
  });

  it.each([[0], [48], [13.5], ['48'], ['東京'], [undefined]])('rejects %j', (input) => {
    expect(errorsOf(prefectureCodeSchema, input)).toEqual(root('都道府県を選択してください'));
  });
});

describe('distinctListSchema', () => {
  const schema = distinctListSchema(prefectureCodeSchema, { max: 2 });

  it('compares items after parsing', () => {
    expect(parseOk(schema, ['1', 2])).toEqual([1, 2]);
    expect(errorsOf(schema, ['1', 1])).toEqual(root('同じ項目が重複しています'));
  });

  it('bounds the list and reports an item under its index', () => {
    expect(errorsOf(schema, [1, 2, 3])).toEqual(root('2件まで選択できます'));
    expect(errorsOf(schema, [1, 99])).toEqual({ '1': '都道府県を選択してください' });
  });
});

describe('opaqueKeySchema', () => {
  const schema = opaqueKeySchema('リンクが正しくありません', 8);

  it('trims a key', () => {
    expect(parseOk(schema, ' a1B2 ')).toBe('a1B2');
  });

  it.each([[''], [' '], ['123456789'], [null], [5]])('rejects %j with its one message', (input) => {
    expect(errorsOf(schema, input)).toEqual(root('リンクが正しくありません'));
  });
});

describe('birthYearSchema', () => {
  atFixedNow();

  it('accepts ages 15 to 100 this year', () => {
    expect(parseOk(birthYearSchema, 2010)).toBe(2010);
    expect(parseOk(birthYearSchema, 1985)).toBe(1985);
    expect(parseOk(birthYearSchema, 1925)).toBe(1925);
  });

  it.each([[2011], [1924], [2025], [1985.5], ['1985'], [null]])('rejects %j', (input) => {
    expect(errorsOf(birthYearSchema, input)).toEqual(root('生まれ年を正しく選択してください'));
  });

  it('moves with the current year', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00+09:00'));
    expect(parseOk(birthYearSchema, 2011)).toBe(2011);
    expect(errorsOf(birthYearSchema, 1925)).toEqual(root('生まれ年を正しく選択してください'));
  });
});

describe('yearSchema and monthSchema', () => {
  it('accept picker values', () => {
    expect(parseOk(yearSchema, 2020)).toBe(2020);
    expect(parseOk(monthSchema, 1)).toBe(1);
    expect(parseOk(monthSchema, 12)).toBe(12);
  });

  it('reject values outside the pickers', () => {
    expect(errorsOf(yearSchema, 1899)).toEqual(root('年を選択してください'));
    expect(errorsOf(yearSchema, 2101)).toEqual(root('年を選択してください'));
    expect(errorsOf(monthSchema, 0)).toEqual(root('月を選択してください'));
    expect(errorsOf(monthSchema, 13)).toEqual(root('月を選択してください'));
    expect(errorsOf(monthSchema, 1.5)).toEqual(root('月を選択してください'));
  });
});

describe('hourSchema', () => {
  it('accepts 0 to 23', () => {
    expect(parseOk(hourSchema, 0)).toBe(0);
    expect(parseOk(hourSchema, 23)).toBe(23);
  });

  it.each([[-1], [24], [8.5], ['8']])('rejects %j', (input) => {
    expect(errorsOf(hourSchema, input)).toEqual(root('時間を選択してください'));
  });
});

describe('enumChoice', () => {
  const schema = enumChoice(Gender);

  it('accepts the values of the enum', () => {
    for (const value of Gender.values) expect(parseOk(schema, value)).toBe(value);
  });

  it('rejects other values in Japanese', () => {
    expect(errorsOf(schema, 'unknown')).toEqual(root('選択してください'));
    expect(errorsOf(schema, undefined)).toEqual(root('選択してください'));
  });
});

describe('booleanChoice', () => {
  it('accepts booleans only', () => {
    expect(parseOk(booleanChoice(), false)).toBe(false);
    expect(errorsOf(booleanChoice(), 'true')).toEqual(root('選択してください'));
  });
});

describe('countSchema', () => {
  const schema = countSchema(0, 20);

  it('accepts integers in range', () => {
    expect(parseOk(schema, 0)).toBe(0);
    expect(parseOk(schema, 20)).toBe(20);
  });

  it.each([[-1], [21], [1.5], ['3']])('rejects %j', (input) => {
    expect(errorsOf(schema, input)).toEqual(root('0〜20の数字で入力してください'));
  });
});
