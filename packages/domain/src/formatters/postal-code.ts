/**
 * Postal code for display (spec §5): '123-4567' only when the input holds exactly 7 digits,
 * otherwise ''. Full-width digits (１２３…) count as digits; every other character is ignored.
 */
export function formatPostalCode(input: string | number | null | undefined): string {
  if (input === null || input === undefined) return '';
  const digits = String(input).normalize('NFKC').replace(/\D/g, '');
  if (digits.length !== 7) return '';
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}
