// An empty PostgreSQL database of its own beside a given one (same server), for the tests and the
// benchmarks that start real server processes on it; drop() removes it even while they are connected.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `prefix` names the database (a random suffix is added): letters and underscores only. */
export async function createFreshDatabase(besideUrl: string, prefix: string): Promise<FreshDatabase> {
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`invalid database prefix ${prefix}`);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(besideUrl, `CREATE DATABASE ${name}`);
  const url = new URL(besideUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(besideUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An empty schema of its own in the PostgreSQL at `url` (open pools with `searchPath: <schema>,public`). */
export async function createFreshSchema(url: string, prefix = 't'): Promise<{ schema: string; drop(): Promise<void> }> {
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`invalid schema prefix ${prefix}`);
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(url, `CREATE SCHEMA ${schema}`);
  // the job queue keeps its tables in `<schema>_jobs` beside it (src/server/infra/jobs/jobs.ts)
  return {
    schema,
    drop: () => run(url, `DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE; DROP SCHEMA ${schema} CASCADE`),
  };
}
