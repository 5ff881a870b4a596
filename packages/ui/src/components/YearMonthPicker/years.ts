/** Japanese era of a year (the newer era for a year of change), for resume forms. */
export function eraLabel(year: number): string {
  const eras: Array<[name: string, firstYear: number]> = [
    ['令和', 2019],
    ['平成', 1989],
    ['昭和', 1926],
  ];
  for (const [name, firstYear] of eras) {
    if (year >= firstYear) {
      const n = year - firstYear + 1;
      return `${name}${n === 1 ? '元' : n}年`;
    }
  }
  return '';
}

/** Years from `max` down to `min` (or up, when ascending). */
export function yearRange(min: number, max: number, order: 'asc' | 'desc' = 'desc'): number[] {
  const years = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  return order === 'desc' ? years.reverse() : years;
}
