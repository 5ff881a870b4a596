import { describe, expect, it } from 'vitest';
import {
  isPhoneAccountEmail,
  phoneAccountEmail,
  toDomesticPhoneNumber,
  toE164PhoneNumber,
} from './phone-number';

describe('phone-number accounts', () => {
  it('makes and recognises the placeholder address', () => {
    const email = phoneAccountEmail('p-1234');
    expect(email).toBe('p-1234@phone-account.invalid');
    expect(isPhoneAccountEmail(email)).toBe(true);
    expect(isPhoneAccountEmail('taro@example.com')).toBe(false);
    expect(isPhoneAccountEmail(null)).toBe(false);
  });

  it('converts between domestic and E.164 numbers', () => {
    expect(toE164PhoneNumber('09012345678')).toBe('+819012345678');
    expect(toDomesticPhoneNumber('+819012345678')).toBe('09012345678');
    expect(toDomesticPhoneNumber(undefined)).toBeNull();
    expect(toE164PhoneNumber('+819012345678')).toBe('+819012345678');
  });
});
