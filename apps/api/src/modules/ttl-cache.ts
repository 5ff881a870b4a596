/**
 * Small in-process caches for figures that are expensive to compute and may be a little old
 * (published-job counts, salary statistics). After the TTL the next reader still gets the
 * old value while one refresh runs in the background (stale-while-revalidate), so only the
 * very first reader ever waits; concurrent first readers share one load.
 */

export class TtlValue<T> {
  #value: { value: T; loadedAt: number } | undefined;
  #pending: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    const current = this.#value;
    if (current) {
      if (Date.now() - current.loadedAt > this.ttlMs && !this.#pending) {
        this.#refresh().catch(() => {
          // A failed background refresh keeps the old value; the next reader retries.
        });
      }
      return Promise.resolve(current.value);
    }
    return this.#pending ?? this.#refresh();
  }

  #refresh(): Promise<T> {
    const pending = this.load()
      .then((value) => {
        this.#value = { value, loadedAt: Date.now() };
        return value;
      })
      .finally(() => {
        if (this.#pending === pending) this.#pending = undefined;
      });
    this.#pending = pending;
    return pending;
  }
}

/** TtlValues by key, at most `maxEntries` of them (the oldest key goes first). */
export class TtlMap<K, T> {
  readonly #entries = new Map<K, TtlValue<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K, load: () => Promise<T>): Promise<T> {
    let entry = this.#entries.get(key);
    if (!entry) {
      if (this.#entries.size >= this.maxEntries) {
        this.#entries.delete(this.#entries.keys().next().value as K);
      }
      entry = new TtlValue(load, this.ttlMs);
      this.#entries.set(key, entry);
    }
    return entry.get();
  }
}
