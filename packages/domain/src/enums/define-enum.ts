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

export function defineEnum<const V extends string>(
  values: readonly [V, ...V[]],
  labels: Readonly<Record<V, string>>,
): DomainEnum<V> {
  const schema = z.enum(values as unknown as [V, ...V[]]) as unknown as z.ZodEnum<{
    [K in V]: K;
  }>;
  const set = new Set<string>(values);
  return Object.freeze({
    values,
    schema,
    labels,
    options: values.map((value) => Object.freeze({ value, label: labels[value] })),
    is: (value: unknown): value is V => typeof value === 'string' && set.has(value),
  });
}
