export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: the first, the last, the current one with `siblings` on each
 * side, and an ellipsis for each gap longer than one page.
 */
export function paginationItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.max(2, current - siblings);
  const end = Math.min(totalPages - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 3) items.push('ellipsis-start');
  else if (start === 3) items.push(2);
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 2) items.push('ellipsis-end');
  else if (end === totalPages - 2) items.push(totalPages - 1);
  items.push(totalPages);
  return items;
}
