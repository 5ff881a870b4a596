/**
 * How many choices of a long list the conditions sheet renders before 「もっと見る」
 * (decision 0069): besides the chosen ones, the most counted (features: in each of their groups). The rest come with the list's
 * `choices=all` view, or in place when the sheet's script runs.
 */
export const SHOWN_CHOICES = { featuresPerGroup: 5, municipalities: 10 } as const;

/**
 * The chosen items and the `limit` others with the largest counts, in the items' own order
 * (ties keep that order too). `limit` null: every item.
 */
export function firstChoices<T>(
  items: readonly T[],
  limit: number | null,
  isChosen: (item: T) => boolean,
  countOf: (item: T) => number,
): T[] {
  if (limit === null) return [...items];
  const others = new Set(
    items
      .filter((item) => !isChosen(item))
      .map((item, index) => ({ item, index }))
      .sort((a, b) => countOf(b.item) - countOf(a.item) || a.index - b.index)
      .slice(0, limit)
      .map(({ item }) => item),
  );
  return items.filter((item) => isChosen(item) || others.has(item));
}
