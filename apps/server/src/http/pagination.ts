import { UNPAGED_LIST_LIMIT } from '@rebond/sdk';
import { badRequest } from './errors';
import type { PageResult } from './mount-routes';

/** The page arguments of a list (`PageQuery` of the contract, validated). */
export interface PageArgs {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** How a list is ordered: a time column and the id column that breaks ties, newest or oldest first. */
export interface ListOrder {
  at: string;
  id: string;
  direction: 'asc' | 'desc';
}

/**
 * Keyset pagination, so every item comes exactly once even while items are added or removed:
 * the cursor is the (time, id) of the last item sent, at the database's full microsecond
 * precision. Without `limit` a list answers up to `UNPAGED_LIST_LIMIT` items (the spec's calls).
 *
 * `firstParam` is the number of the first SQL parameter this adds (after the query's own).
 */
export function keyset(order: ListOrder, page: PageArgs, firstParam: number) {
  const limit = page.limit ?? UNPAGED_LIST_LIMIT;
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const direction = order.direction === 'desc' ? 'DESC' : 'ASC';
  const compare = order.direction === 'desc' ? '<' : '>';
  return {
    /** A column to add to the SELECT list: the item's page key. */
    column: `to_char(${order.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS page_key`,
    /** A condition to AND into the WHERE clause. */
    where: after
      ? `(${order.at}, ${order.id}) ${compare} ($${firstParam}::timestamp AT TIME ZONE 'UTC', $${firstParam + 1}::uuid)`
      : 'TRUE',
    /** The ORDER BY and LIMIT tail (one row more than the page, to know whether another follows). */
    tail: `ORDER BY ${order.at} ${direction}, ${order.id} ${direction} LIMIT ${limit + 1}`,
    params: after ? [after.at, after.id] : [],
    limit,
  };
}

/** Cuts the extra row off and makes the next cursor from the last item sent. */
export function toPage<R extends { page_key: string; id: string }, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
): PageResult<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor(last.page_key, last.id) : null,
  };
}

function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6})\|([0-9a-f-]{36})$/;

function decodeCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1] || !match[2]) throw badRequest('cursor: use the X-Next-Cursor value of the previous page');
  return { at: match[1], id: match[2] };
}
