// Opens the database: PGlite under DATA_DIR by default, a node-postgres pool when DATABASE_URL is set.
// Both give the same Drizzle API, one raw query function and LISTEN for the realtime hub. PGlite runs in
// this thread or in a worker thread of its own (pglite-host.ts); both go through the same code below.
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';
import { queryTaps, tapPglite, type QueryListener } from './query-taps.js';

export type { QueryListener };
import { startPgliteHost, type PgliteHost } from './pglite-host.js';

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
  /**
   * The job queue's executor (pg-boss `db.executeSql`): with parameters one statement, without them
   * possibly several (its schema and maintenance scripts); the rows of the last statement are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PostgreSQL opened with a searchPath: its first schema (tests isolate runs this way) */
  schema?: string;
  /**
   * LISTEN on a channel. PostgreSQL: a dedicated connection that reconnects with backoff when it is
   * lost (and re-LISTENs); onStatus hears 'down' when it is lost and 'up' each time it is back.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onStatus?: (status: ListenStatus) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Hears every statement sent to the database (Drizzle, raw queries, transactions, the job queue; not the
   * LISTEN connection) until the returned function is called. Tests and `bench:load` count round trips with
   * it; with no listener each statement costs one check.
   */
  onQuery(listener: QueryListener): () => void;
  /** PGlite in its worker thread: its state and the test hook that ends the thread */
  pgliteWorker?: Pick<PgliteHost, 'state' | 'restarts' | 'whenUp' | 'terminate'>;
}

export type ListenStatus = 'up' | 'down';

/** Reconnect delays of the LISTEN connection: 250 ms doubling to 5 s. */
export const LISTEN_BACKOFF_MS = { first: 250, max: 5000 };
/** How often the LISTEN connection proves it is alive (a silent network loss gives no error event). */
const LISTEN_PROBE_MS = 10_000;
/** application_name of the LISTEN connections, so operators (and tests) can find them in pg_stat_activity */
export const LISTEN_APPLICATION_NAME = 'samverka-listen';

export interface OpenOptions {
  /** postgres://… for a real server */
  url?: string;
  /** PGlite data directory; 'memory://' keeps everything in memory */
  dataDir?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
  /** PostgreSQL: run every connection in this schema (tests isolate runs this way) */
  searchPath?: string;
  /** PGlite: run it in a worker thread of its own instead of this thread */
  pgliteWorker?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir ?? 'memory://', options.pgliteWorker ?? false);
}

async function openPglite(dataDir: string, inWorker: boolean): Promise<Database> {
  const host = inWorker ? await startPgliteHost(dataDir) : undefined;
  // the host answers PGlite's calls that Drizzle and this file make, with the same results
  const client = (host ?? (await (await import('@electric-sql/pglite')).PGlite.create(dataDir))) as PGliteClient;
  const taps = queryTaps();
  tapPglite(client, taps.tell);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    onQuery: taps.onQuery,
    pgliteWorker: host && {
      state: host.state,
      restarts: host.restarts,
      whenUp: host.whenUp,
      terminate: host.terminate,
    },
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
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // a failed BEGIN … COMMIT script must not leave the one connection in an aborted transaction
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async listen(channel, onPayload, onStatus) {
      // in this thread LISTEN cannot be lost; the worker's is lost while the thread starts again
      if (host) return host.listen(channel, onPayload, onStatus);
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

type PGliteClient = import('@electric-sql/pglite').PGlite;

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const onConnectOptions = options.searchPath ? `-c search_path=${options.searchPath}` : undefined;
  const taps = queryTaps();
  // A statement is told in the caller's own async context (bench:load attributes statements to requests
  // through it): the pool's query where it is called, a checked-out connection's (transactions, exec) at
  // its own call. The pool runs its query on a connection with a callback, from the context of whoever
  // released that connection: those calls are left out, being told already.
  class TappedClient extends pg.Client {
    query(...args: unknown[]): never {
      if (typeof args.at(-1) !== 'function') taps.tell(args[0]);
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: onConnectOptions,
    Client: TappedClient as unknown as typeof pg.Client,
  });
  const poolQuery = pool.query.bind(pool);
  pool.query = ((...args: unknown[]) => {
    taps.tell(args[0]);
    return (poolQuery as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
  // An idle client that the server drops must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  /** stops of every open LISTEN, so close() ends them without them reconnecting */
  const listenStops = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    onQuery: taps.onQuery,
    schema: options.searchPath?.split(',')[0].trim(),
    async executeSql(text, values) {
      const result = (await pool.query(text, values as unknown[])) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
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
    async listen(channel, onPayload, onStatus = () => {}) {
      // One dedicated connection per channel: LISTEN must stay on the same session. When it is lost
      // (server restart, pg_terminate_backend, network) it is replaced with backoff until it is back.
      let client: pg.Client | undefined;
      let stopped = false;
      let delay = LISTEN_BACKOFF_MS.first;
      let retry: NodeJS.Timeout | undefined;
      let probe: NodeJS.Timeout | undefined;
      const lost = (c: pg.Client) => {
        if (client !== c) return; // already handled (error and end both fire)
        client = undefined;
        clearInterval(probe);
        void c.end().catch(() => {});
        if (stopped) return;
        onStatus('down');
        schedule();
      };
      const schedule = () => {
        retry = setTimeout(() => {
          connect().then(
            () => {
              if (!stopped) onStatus('up');
            },
            () => {
              delay = Math.min(delay * 2, LISTEN_BACKOFF_MS.max);
              if (!stopped) schedule();
            },
          );
        }, delay);
      };
      const connect = async () => {
        const c = new pg.Client({
          connectionString: url,
          options: onConnectOptions,
          keepAlive: true,
          application_name: LISTEN_APPLICATION_NAME,
        });
        c.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload) onPayload(msg.payload);
        });
        c.on('error', () => lost(c));
        c.on('end', () => lost(c));
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          c.removeAllListeners('end');
          c.on('error', () => {});
          await c.end().catch(() => {});
          throw error;
        }
        if (stopped) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        delay = LISTEN_BACKOFF_MS.first;
        probe = setInterval(() => void c.query('SELECT 1').catch(() => lost(c)), LISTEN_PROBE_MS);
        probe.unref();
      };
      await connect();
      const stop = async () => {
        stopped = true;
        listenStops.delete(stop);
        clearTimeout(retry);
        clearInterval(probe);
        const c = client;
        client = undefined;
        await c?.end().catch(() => {});
      };
      listenStops.add(stop);
      return stop;
    },
    async close() {
      for (const stop of [...listenStops]) await stop();
      await pool.end();
    },
  };
}
