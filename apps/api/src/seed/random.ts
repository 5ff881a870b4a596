/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the seed needs.
 * Never Math.random: the same seed gives the same data, row for row.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** An integer in [min, max] rounded down to a multiple of `step`. */
  step(min: number, max: number, step: number): number {
    return Math.floor(this.int(min, max) / step) * step;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items in random order (all of them when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** A fresh generator seeded from this one, for a sub-stream that must not shift others. */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4294967296));
  }
}

/** Picks items in proportion to their weights; build once, draw many times. */
export class WeightedPicker<T> {
  readonly #items: readonly T[];
  readonly #cumulative: Float64Array;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    const positive = entries.filter(([, w]) => w > 0);
    if (positive.length === 0) throw new Error('WeightedPicker needs a positive weight');
    this.#items = positive.map(([item]) => item);
    this.#cumulative = new Float64Array(positive.length);
    let total = 0;
    positive.forEach(([, weight], i) => {
      total += weight;
      this.#cumulative[i] = total;
    });
  }

  get size(): number {
    return this.#items.length;
  }

  pick(random: Random): T {
    const target = random.next() * this.#cumulative[this.#cumulative.length - 1]!;
    let lo = 0;
    let hi = this.#cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.#items[lo]!;
  }
}
