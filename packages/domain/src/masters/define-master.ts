/**
 * Helpers shared by the master lists. Not re-exported: other packages import the lists and
 * their lookups, never these building blocks.
 */

/** Freezes a value and everything reachable from it, so master data cannot be mutated. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Builds a lookup over `items` keyed by `key`. Throws at module load on a duplicate key, so a
 * typo in a master list fails every test instead of silently shadowing an entry.
 */
export function createLookup<T>(
  items: readonly T[],
  key: (item: T) => string | number,
): (value: string | number | null | undefined) => T | undefined {
  const map = new Map<string | number, T>();
  for (const item of items) {
    const k = key(item);
    if (map.has(k)) throw new Error(`Duplicate master key: ${String(k)}`);
    map.set(k, item);
  }
  return (value) => (value === null || value === undefined ? undefined : map.get(value));
}
