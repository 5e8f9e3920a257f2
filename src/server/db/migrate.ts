// Applies migrations/*.sql in name order, each once, each in its own transaction.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const ALREADY = 'samverka_migration_already_applied';

export async function migrate(database: Database): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const body = readFileSync(path.join(dir, file), 'utf8');
    // Several processes may start at once on one PostgreSQL: the transaction lock serialises them
    // and the check inside it makes the loser skip what the winner applied.
    const script = `BEGIN;
SELECT pg_advisory_xact_lock(727274);
DO $samverka$ BEGIN
  IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${file}') THEN RAISE EXCEPTION '${ALREADY}'; END IF;
END $samverka$;
${body}
;
INSERT INTO schema_migrations (name) VALUES ('${file}');
COMMIT;`;
    try {
      await database.exec(script);
      applied.push(file);
    } catch (error) {
      if (!String((error as Error).message).includes(ALREADY)) throw error;
    }
  }
  return applied;
}
