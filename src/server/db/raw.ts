// The few statements Drizzle's query builder cannot say (the offer search and ranking, see
// docs/decisions/014-data-access.md) run through here: Drizzle's sql template, rows as typed by the caller.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return result.rows as T[];
}

/**
 * A list as one array parameter (`{…}::text[]`), where Drizzle's template would spread it into one parameter
 * per value: words are quoted (backslash and double quote escaped), numbers written as they are.
 */
export function sqlArray(values: readonly (string | number | bigint)[], type: 'text' | 'bigint' | 'integer'): SQL {
  const items = values.map((v) => (typeof v === 'string' ? `"${v.replace(/[\\"]/g, '\\$&')}"` : String(v)));
  return sql`${`{${items.join(',')}}`}::${sql.raw(type)}[]`;
}

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export const pgCode = (error: unknown): string => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return String(e?.code ?? e?.cause?.code ?? '');
};
