import DataLoader from 'dataloader';

/**
 * DataLoader factories for the two shapes of batched reads: one row per key (a company by
 * id) and many rows per key (the working times of a job). Each batch is one query.
 */

/** One row per key, or null when there is none. */
export function loaderOfOne<K, R>(
  load: (keys: readonly K[]) => Promise<readonly R[]>,
  keyOf: (row: R) => K,
): DataLoader<K, R | null> {
  return new DataLoader<K, R | null>(async (keys) => {
    const rows = await load(keys);
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** Every row of each key, in the order the query returned them. */
export function loaderOfMany<K, R>(
  load: (keys: readonly K[]) => Promise<readonly R[]>,
  keyOf: (row: R) => K,
): DataLoader<K, R[]> {
  return new DataLoader<K, R[]>(async (keys) => {
    const rows = await load(keys);
    const byKey = new Map<K, R[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });
}
