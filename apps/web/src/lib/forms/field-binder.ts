import type { ReactNode } from 'react';

/** The keys of `V` whose values are text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * For a form keeping its values as text in one object: `bind('x')` gives a text input or a
 * select the name, value, change and error of field `x` (spread it on the field).
 */
export function fieldBinder<V>(
  values: V,
  set: <K extends TextKey<V>>(field: K) => (value: V[K]) => void,
  error: (field: TextKey<V>) => ReactNode | undefined,
) {
  return (field: TextKey<V>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) =>
      // A text field's value: V[field] is a string (TextKey).
      set(field)(event.target.value as V[TextKey<V>]),
    error: error(field),
  });
}
