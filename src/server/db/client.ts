// Opens the database: PGlite under DATA_DIR by default, a node-postgres pool when DATABASE_URL is set.
// Both give the same Drizzle API, one raw query function and LISTEN for the realtime hub.
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
/** the handle inside `db.transaction(async (tx) => …)` */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** raw SQL with $1 parameters */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** several statements, no parameters (migrations) */
  exec(text: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… for a real server */
  url?: string;
  /** PGlite data directory; 'memory://' keeps everything in memory */
  dataDir?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
  /** PostgreSQL: run every connection in this schema (tests isolate runs this way) */
  searchPath?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(text) {
      try {
        await client.exec(text);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const onConnectOptions = options.searchPath ? `-c search_path=${options.searchPath}` : undefined;
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, options: onConnectOptions });
  // An idle client that the server drops must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async exec(text) {
      // one connection for the whole script, rolled back on error before it returns to the pool
      const c = await pool.connect();
      try {
        await c.query(text);
      } catch (error) {
        await c.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        c.release();
      }
    },
    async listen(channel, onPayload) {
      // One dedicated connection per channel: LISTEN must stay on the same session.
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async () => {
        const c = new pg.Client({ connectionString: url, options: onConnectOptions });
        c.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload) onPayload(msg.payload);
        });
        c.on('error', () => {
          listeners.delete(c);
          if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000);
        });
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.add(c);
        client = c;
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async close() {
      for (const c of listeners) await c.end().catch(() => {});
      listeners.clear();
      await pool.end();
    },
  };
}
