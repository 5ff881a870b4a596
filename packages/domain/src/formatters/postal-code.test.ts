import { describe, expect, it } from 'vitest';
import { formatPostalCode } from './postal-code';

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
