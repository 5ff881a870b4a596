import type { Dispatch, SetStateAction } from 'react';

/** The keys of `V` whose values are text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * For a form that keeps its values in one state object: `set('name')` is the onChange of the
 * input for `name` (the value is read before the update, as React wants for events).
 */
export function inputSetter<V>(setValues: Dispatch<SetStateAction<V>>) {
  return (field: TextKey<V>) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
}
