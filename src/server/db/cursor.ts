// Keyset paging, the one way the API's lists page: read `limit + 1` rows in a total order, answer `limit`,
// and hand back an opaque cursor naming the last row's sort value and id. Offsets are never used (they
// skip or repeat rows when the list changes between pages).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** created_at as text to the microsecond: a JS Date would round it and skip rows at a page's edge. */
export const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** a bigint id as the API shows it */
export const ID_TEXT = /^[1-9]\d{0,17}$/;

/** A timestamptz column as ISO 8601 text with microseconds, UTC (matches ISO_MICROS). */
export const isoMicros = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The opaque form of a cursor: its parts as base64url JSON. */
export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The parts of a cursor when each matches its pattern, else null (the caller answers its own 400). */
export function decodeCursor(cursor: string, patterns: readonly RegExp[]): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== patterns.length) return null;
  const parts = parsed as unknown[];
  return parts.every((p, i): p is string => typeof p === 'string' && patterns[i]!.test(p)) ? (parts as string[]) : null;
}

/** Rows read with `limit + 1`: the page, and the last row of the page when more rows follow it. */
export function cutPage<T>(rows: readonly T[], limit: number): { items: T[]; hasMore: boolean; last: T | undefined } {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { items, hasMore, last: hasMore ? items.at(-1) : undefined };
}

/** Newest first by (created_at, id): the rows strictly after a cursor of [created_at as ISO_MICROS, id]. */
export const olderThan = (createdAt: AnyColumn, id: AnyColumn, [at, rowId]: readonly string[]): SQL =>
  sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${rowId}::bigint)`;
