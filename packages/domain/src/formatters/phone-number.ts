/**
 * Members who sign in by mobile number and password are email/password accounts of the
 * identity provider with the number set and an address nobody receives mail at (RFC 2606
 * `.invalid`). The BFF creates them; the api recognises them. Numbers are kept domestic
 * ('09012345678') in the product and E.164 ('+819012345678') at the identity provider.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone-account.invalid';

/** The placeholder sign-in address of a phone-number account. */
export function phoneAccountEmail(localPart: string): string {
  return `${localPart}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}

export function isPhoneAccountEmail(email: string | null | undefined): boolean {
  return email?.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`) ?? false;
}

/** '+819012345678' → '09012345678'. */
export function toDomesticPhoneNumber(e164: string | null | undefined): string | null {
  if (!e164) return null;
  return e164.startsWith('+81') ? `0${e164.slice(3)}` : e164;
}

/** '09012345678' → '+819012345678'. */
export function toE164PhoneNumber(domestic: string): string {
  return domestic.startsWith('0') ? `+81${domestic.slice(1)}` : domestic;
}
