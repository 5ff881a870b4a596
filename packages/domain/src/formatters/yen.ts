/**
 * Salary amounts in yen (spec §5: ranges are shown as min〜max).
 *
 * Display rules shared by every function here:
 * - An amount that is null, undefined, not finite, zero or negative counts as "not set":
 *   the API sends 0 or null for an open-ended side, and 0円 is never a real salary.
 * - Both sides set: 'min〜max'; both equal: the single amount.
 * - Only the lower side: 'min〜' (from min); only the upper side: '〜max' (up to max).
 * - Neither side: ''.
 * - Sides are shown in the order given; callers pass (lowest, highest).
 */

type Amount = number | null | undefined;

const yenNumber = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const manNumber = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

function isSet(amount: Amount): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
}

function formatRange(min: Amount, max: Amount, format: (amount: number) => string): string {
  const lower = isSet(min) ? format(min) : '';
  const upper = isSet(max) ? format(max) : '';
  if (lower && upper) return lower === upper ? lower : `${lower}〜${upper}`;
  if (lower) return `${lower}〜`;
  if (upper) return `〜${upper}`;
  return '';
}

/** 200000 → '200,000円'; not set → ''. */
export function formatYen(amount: Amount): string {
  return isSet(amount) ? `${yenNumber.format(amount)}円` : '';
}

/**
 * 200000 → '20万円', 255000 → '25.5万円'. Rounded down to 0.1万 so a salary is never
 * overstated (123,456円 → '12.3万円'). Not set → ''.
 */
export function formatManYen(amount: Amount): string {
  if (!isSet(amount)) return '';
  return `${manNumber.format(Math.floor(amount / 1000) / 10)}万円`;
}

/** (200000, 300000) → '200,000円〜300,000円'; see the module comment for one-sided values. */
export function formatYenRange(min: Amount, max: Amount): string {
  return formatRange(min, max, formatYen);
}

/** (200000, 300000) → '20万円〜30万円'; see the module comment for one-sided values. */
export function formatManYenRange(min: Amount, max: Amount): string {
  return formatRange(min, max, formatManYen);
}
