import { describe, expect, it } from 'vitest';
import {
  normalizeFurigana,
  normalizePhoneNumber,
  normalizeZipCode,
  toHalfWidth,
} from './normalize';

describe('toHalfWidth', () => {
  it('converts full-width ASCII and half-width kana', () => {
    expect(toHalfWidth('ＡＢＣ１２３')).toBe('ABC123');
    expect(toHalfWidth('ﾔﾏﾀﾞ')).toBe('ヤマダ');
  });
});

describe('normalizePhoneNumber', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０－１２３４－５６７８', '09012345678'],
    ['090 1234 5678', '09012345678'],
    ['090ー1234ー5678', '09012345678'],
    ['(03)1234-5678', '0312345678'],
    ['+81 90-1234-5678', '09012345678'],
  ])('normalises %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it('leaves letters for the validator to reject', () => {
    expect(normalizePhoneNumber('090-abcd-5678')).toBe('090abcd5678');
  });
});

describe('normalizeZipCode', () => {
  it.each([
    ['123-4567', '1234567'],
    ['〒１２３－４５６７', '1234567'],
    [' 123 4567 ', '1234567'],
  ])('normalises %s', (input, expected) => {
    expect(normalizeZipCode(input)).toBe(expected);
  });

  it('leaves other characters for the validator to reject', () => {
    expect(normalizeZipCode('12a-4567')).toBe('12a4567');
  });
});

describe('normalizeFurigana', () => {
  it('turns katakana and half-width kana into hiragana and trims', () => {
    expect(normalizeFurigana(' ヤマダ タロウ ')).toBe('やまだ たろう');
    expect(normalizeFurigana('ｻﾄｳ ｼﾞﾛｰ')).toBe('さとう じろー');
    expect(normalizeFurigana('ヴィレッジ　ケン')).toBe('ゔぃれっじ けん');
  });

  it('keeps hiragana and collapses the spaces between family and given name', () => {
    expect(normalizeFurigana('やまだ　　たろう')).toBe('やまだ たろう');
  });

  it('keeps kanji and latin letters for the validator to reject', () => {
    expect(normalizeFurigana('山田')).toBe('山田');
    expect(normalizeFurigana('yamada')).toBe('yamada');
  });
});
