/** The `…Page` shape of the contract: `{ nodes totalCount page per totalPages }`. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  page: number;
  per: number;
  totalPages: number;
}

export function toPage<T>(nodes: T[], totalCount: number, page: number, per: number): Page<T> {
  return { nodes, totalCount, page, per, totalPages: Math.ceil(totalCount / per) };
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, per: number): number {
  return (page - 1) * per;
}
