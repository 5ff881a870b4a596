import { z } from 'zod';

/**
 * One enumeration of the spec: its values in order, the zod schema that accepts them and
 * the Japanese label shown for each on screen.
 */
export interface DomainEnum<V extends string> {
  readonly values: readonly [V, ...V[]];
  readonly schema: z.ZodEnum<{ [K in V]: K }>;
  readonly labels: Readonly<Record<V, string>>;
  /** Options for a select or radio group, in the order of `values`. */
  readonly options: ReadonlyArray<{ readonly value: V; readonly label: string }>;
  is(value: unknown): value is V;
}

/** The union of an enumeration's values: `type Shift = ValueOf<typeof Shift>`. */
export type ValueOf<E extends DomainEnum<string>> = E['values'][number];

/**
 * An enumeration from one table of value → Japanese label; the values keep the table's order
 * (every value is a word, never an integer-like key, so object order is insertion order).
 */
export function defineEnum<const L extends Readonly<Record<string, string>>>(
  labels: L,
): DomainEnum<Extract<keyof L, string>> {
  type V = Extract<keyof L, string>;
  const values = Object.keys(labels) as V[] as [V, ...V[]];
  if (values.length === 0) throw new Error('an enumeration needs at least one value');
  const schema = z.enum(values) as unknown as z.ZodEnum<{ [K in V]: K }>;
  const set = new Set<string>(values);
  return Object.freeze({
    values: Object.freeze(values) as readonly [V, ...V[]],
    schema,
    labels: labels as Readonly<Record<V, string>>,
    options: values.map((value) => Object.freeze({ value, label: labels[value] as string })),
    is: (value: unknown): value is V => typeof value === 'string' && set.has(value),
  });
}
