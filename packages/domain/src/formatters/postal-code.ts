/**
 * The seven digits of a postal code as typed: '1234567', '123-4567', '〒１２３－４５６７',
 * '１２３ー４５６７' (full-width digits count as digits, every other character is ignored);
 * null unless exactly seven digits remain. Forms look an address up only for such a code.
 */
export function postalCodeDigits(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const digits = String(input).normalize('NFKC').replace(/\D/g, '');
  return digits.length === 7 ? digits : null;
}

/**
 * Postal code for display (spec §5): '123-4567' only when the input holds exactly 7 digits,
 * otherwise ''.
 */
export function formatPostalCode(input: string | number | null | undefined): string {
  const digits = postalCodeDigits(input);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3)}` : '';
}
