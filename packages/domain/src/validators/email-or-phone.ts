import { z } from 'zod';
import type { AuthType } from '../enums';
import { isEmail, isMobilePhoneNumber } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { normalizePhoneNumber } from './normalize';

/** A sign-in identifier: which kind it is and its normalised value. */
export interface EmailOrPhone {
  readonly kind: AuthType;
  /** Lower-cased email, or the mobile number as 11 digits ('09012345678'). */
  readonly value: string;
}

/**
 * Reads what a member typed into the 'email or mobile number' field. Anything with an '@'
 * is an email; everything else must be a Japanese mobile number (hyphens, spaces and
 * full-width digits allowed). Returns null when it is neither.
 */
export function parseEmailOrPhone(input: string | null | undefined): EmailOrPhone | null {
  const text = input?.trim() ?? '';
  if (text.includes('@') || text.includes('＠')) {
    const email = text.normalize('NFKC').toLowerCase();
    return isEmail(email) ? { kind: 'email', value: email } : null;
  }
  const phone = normalizePhoneNumber(text);
  return isMobilePhoneNumber(phone) ? { kind: 'phone_number', value: phone } : null;
}

/**
 * The 'email or mobile number' field. The parsed value is normalised (see parseEmailOrPhone);
 * call parseEmailOrPhone on it to learn which kind it is.
 */
export const emailOrPhoneNumberSchema = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .overwrite((value) => parseEmailOrPhone(value)?.value ?? value)
  .refine((value) => parseEmailOrPhone(value) !== null, M.emailOrPhoneNumber);
