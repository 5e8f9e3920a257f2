// How pg-boss reaches our database: the process's own connection (PGlite) or pool (PostgreSQL) through
// Database.executeSql, and — for a job enqueued together with the rows of an action — the caller's
// Drizzle transaction, so the job exists exactly when the action does.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** `text` with $1 … $n placeholders as one Drizzle SQL whose parameters are `values`. */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const index = Number(part) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for placeholder $${part}`);
    // Drizzle leaves an undefined value out of the statement; the driver would send it as NULL
    return sql`${values[index] ?? null}`;
  });
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's executor over a Drizzle handle (a transaction or the database itself). */
export function drizzleExecutor(db: Db | Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(toDrizzleSql(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
