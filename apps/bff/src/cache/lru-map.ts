/** A Map that keeps at most `maxEntries`, dropping the least recently read or written. */
export class LruMap<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.maxEntries) {
      const oldest = this.#map.keys().next();
      if (!oldest.done) this.#map.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    return this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  entries(): IterableIterator<[K, V]> {
    return this.#map.entries();
  }

  get size(): number {
    return this.#map.size;
  }
}
