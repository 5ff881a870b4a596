import { describe, expect, it } from 'vitest';
import { formatPostalCode, postalCodeDigits } from './postal-code';

describe('formatPostalCode', () => {
  it.each([
    ['1234567', '123-4567'],
    ['123-4567', '123-4567'],
    [' 123 4567 ', '123-4567'],
    ['〒100-0001', '100-0001'],
    ['１２３－４５６７', '123-4567'],
    [1000001, '100-0001'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPostalCode(input)).toBe(expected);
  });

  it.each([['123456'], ['12345678'], ['123-45678'], ['abc-defg'], [''], [null], [undefined]])(
    'returns an empty string for %j',
    (input) => {
      expect(formatPostalCode(input)).toBe('');
    },
  );
});

describe('postalCodeDigits', () => {
  it.each([
    ['5990301', '5990301'],
    ['599-0301', '5990301'],
    ['５９９０３０１', '5990301'],
    ['５９９－０３０１', '5990301'],
    ['５９９ー０３０１', '5990301'],
    ['〒599-0301', '5990301'],
    [' 599 0301 ', '5990301'],
  ])('reads %j as %j', (input, expected) => {
    expect(postalCodeDigits(input)).toBe(expected);
  });

  it.each([['599030'], ['59903011'], ['599-03'], ['郵便番号'], [''], [null], [undefined]])(
    'is null for %j (not seven digits)',
    (input) => {
      expect(postalCodeDigits(input)).toBeNull();
    },
  );
});
