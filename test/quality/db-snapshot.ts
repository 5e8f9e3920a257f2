// A fingerprint of every table's content, to prove that a request changed nothing.
import type { Database } from '@server/db/client.js';

/** tables whose change is the point of a refused request (counting attempts) or bookkeeping */
const IGNORED = new Set(['rate_limits', 'schema_migrations', '__drizzle_migrations']);
/** columns that record activity, not content: any signed-in request may refresh a session's 'last seen' (every 5 min) */
const ACTIVITY_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

export async function snapshotDatabase(database: Database, ignore: string[] = []): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (IGNORED.has(name) || ignore.includes(name)) continue;
    const drop = (ACTIVITY_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join('');
    const value = drop ? `(to_jsonb(x)${drop})::text` : 'x::text';
    const [row] = await database.query<{ n: string; h: string }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(${value}, '|' ORDER BY ${value}), '')) AS h FROM "${name}" x`,
    );
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}
