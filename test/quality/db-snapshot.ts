// A fingerprint of every table's content, to prove that a request changed nothing.
import type { Database } from '@server/db/client.js';

/** tables whose change is the point of a refused request (counting attempts) or bookkeeping */
const IGNORED = new Set(['rate_limits', 'schema_migrations', '__drizzle_migrations']);

export async function snapshotDatabase(database: Database, ignore: string[] = []): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (IGNORED.has(name) || ignore.includes(name)) continue;
    const [row] = await database.query<{ n: string; h: string }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`,
    );
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}
