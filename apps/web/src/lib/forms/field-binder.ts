import type { ReactNode } from 'react';

/** The keys of `V` whose values are text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A control bound by `bind.valued`: it reports its new value. */
export type ValuedField = {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error: ReactNode | undefined;
};

/** A text input or select bound by `bind`: it reports a change event. */
export type BoundField = Omit<ValuedField, 'onValueChange'> & {
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * For a form keeping its values as text in one object: `bind('x')` gives a text input or a
 * select the name, value, change and error of field `x` (spread it on the field);
 * `bind.valued('x')` gives the same with the setter `onValueChange`, for a control that reports
 * its new value rather than a change event (the postal code field); `bind.choice('x')` gives a
 * radio group its chosen value (null before a choice), change and error.
 */
export function fieldBinder<V>(
  values: V,
  set: <K extends TextKey<V>>(field: K) => (value: V[K]) => void,
  error: (field: TextKey<V>) => ReactNode | undefined,
) {
  // A text field's value: V[field] is a string (TextKey).
  const setter = (field: TextKey<V>) => (value: string) => set(field)(value as V[TextKey<V>]);
  const valued = (field: TextKey<V>): ValuedField => ({
    name: field,
    value: values[field] as string,
    onValueChange: setter(field),
    error: error(field),
  });
  const bind = (field: TextKey<V>): BoundField => {
    const { onValueChange, ...bound } = valued(field);
    return {
      ...bound,
      onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    };
  };
  const choice = (field: TextKey<V>) => ({
    value: (values[field] as string) || null,
    onChange: setter(field),
    error: error(field),
  });
  return Object.assign(bind, { valued, choice });
}
