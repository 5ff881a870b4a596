import { MAX_PAGE_SIZE } from '@jobsite/domain/constants';
import { z } from 'zod';
import { parseArg } from '../graphql/args';

/**
 * Relay connections of the member half (rooms, messages, notices). Cursors are opaque: the
 * base64url of `<kind>:<id>` of the last edge; pages continue by keyset from that row.
 */
export interface Connection<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export function encodeCursor(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString('base64url');
}

const CURSOR_MESSAGE = 'ページの指定が正しくありません';

/** The row id an `after` cursor of `kind` points at; BAD_USER_INPUT when it is not one. */
export function parseCursor(kind: string, value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = parseArg(
    z.string({ error: CURSOR_MESSAGE }).max(100, CURSOR_MESSAGE),
    value,
    'after',
  );
  const match = new RegExp(`^${kind}:(\\d{1,10})$`).exec(Buffer.from(text, 'base64url').toString());
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    parseArg(z.never({ error: CURSOR_MESSAGE }), value, 'after');
  }
  return id;
}

/** `first` of a connection: 1 to MAX_PAGE_SIZE, the SDL default when null. */
export function parseFirst(value: number | null | undefined, fallback: number): number {
  const message = `1〜${MAX_PAGE_SIZE}の整数で指定してください`;
  return parseArg(
    z.number({ error: message }).int(message).min(1, message).max(MAX_PAGE_SIZE, message),
    value ?? fallback,
    'first',
  );
}

/** Builds a connection from `first + 1` rows fetched (the extra one says a page follows). */
export function toConnection<T extends { id: number }>(
  kind: string,
  rows: T[],
  first: number,
  totalCount: number,
): Connection<T> {
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    edges: page.map((node) => ({ node, cursor: encodeCursor(kind, node.id) })),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor(kind, last.id) : null,
    },
    totalCount,
  };
}
