/**
 * Converters between what form controls hold (text, '' for nothing chosen) and what GraphQL
 * inputs take (numbers, ids as text, null for nothing). Pure, shared by every editor.
 */

/** '' → null; anything else kept (trimmed text is the schema's job). */
export const textOrNull = (value: string): string | null => (value === '' ? null : value);

/**
 * A whole number typed or picked: '' → null, digits → the number, anything else → NaN, which
 * the domain schema reports with its Japanese message (never silently dropped).
 */
export function intOrNull(value: string): number | null {
  const text = value.normalize('NFKC').trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A yes/no radio: 'true' / 'false' / '' (not answered). */
export function booleanOrNull(value: string): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export const booleanValue = (value: boolean | null | undefined): string =>
  value == null ? '' : String(value);

export const numberValue = (value: number | null | undefined): string =>
  value == null ? '' : String(value);
