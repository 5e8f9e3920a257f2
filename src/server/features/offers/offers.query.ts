// Sort orders and their opaque keyset cursors for GET /api/offers.
import { sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shared/constants.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import { badRequest } from '@server/lib/errors.js';

export type ListMode = SortOrder | 'relevance';

export const ISO_CREATED_AT = sql.raw(`to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

export interface Order {
  orderBy: SQL;
  /** the same order as an expression no index delivers, so the planner searches through the GIN index */
  orderByUnindexed: SQL;
  /** the sort value of a row, as text, kept in the cursor */
  cursorValue: SQL;
  /** rows strictly after the cursor's row in this order */
  after(values: [string, string]): SQL;
}

export function orderFor(mode: SortOrder): Order {
  switch (mode) {
    case 'oldest':
      return {
        orderBy: sql`o.created_at ASC, o.id ASC`,
        orderByUnindexed: sql`o.created_at + interval '0 s' ASC, o.id ASC`,
        cursorValue: ISO_CREATED_AT,
        after: ([v, id]) => sql`(o.created_at, o.id) > (${v}::timestamptz, ${id}::bigint)`,
      };
    case 'alphabetical':
      // title_sort maps å, ä, ö past z, so the byte order of the C collation is Swedish order (index in 0001)
      return {
        orderBy: sql`o.title_sort COLLATE "C" ASC, o.id ASC`,
        orderByUnindexed: sql`(o.title_sort || '') COLLATE "C" ASC, o.id ASC`,
        cursorValue: sql`o.title_sort`,
        after: ([v, id]) => sql`(o.title_sort COLLATE "C", o.id) > (${v}::text, ${id}::bigint)`,
      };
    case 'newest':
    default:
      return {
        orderBy: sql`o.created_at DESC, o.id DESC`,
        orderByUnindexed: sql`o.created_at + interval '0 s' DESC, o.id DESC`,
        cursorValue: ISO_CREATED_AT,
        after: ([v, id]) => sql`(o.created_at, o.id) < (${v}::timestamptz, ${id}::bigint)`,
      };
  }
}

export function encodeCursor(mode: ListMode, values: [string, string]): string {
  return Buffer.from(JSON.stringify([mode, ...values]), 'utf8').toString('base64url');
}

const VALUE_PATTERN: Record<ListMode, RegExp> = {
  newest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  oldest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  alphabetical: /^[^\0]{0,1000}$/,
  // a rank (as JavaScript prints a number), after 'any:' on the pages of offers with some of the words
  relevance: /^(any:)?-?\d+(\.\d+)?(e[-+]?\d+)?$/,
};

/** A cursor is only valid for the order it came from; anything else is a Swedish 400, never a 500. */
export function decodeCursor(cursor: string, mode: ListMode): [string, string] {
  const invalid = () => badRequest(OFFER_TEXTS.validation.cursorInvalid, 'INVALID_CURSOR');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed.some((v) => typeof v !== 'string')) throw invalid();
  const [m, value, id] = parsed as [string, string, string];
  if (m !== mode || !VALUE_PATTERN[mode].test(value) || !/^[1-9]\d{0,17}$/.test(id)) throw invalid();
  return [value, id];
}
