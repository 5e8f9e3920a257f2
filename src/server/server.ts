// Wires config → database → app → listen, and shuts down cleanly.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { createApp, type AppOptions } from './app.js';
import { createAuth } from './auth.js';
import type { Deps } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedSampleOffers } from './db/seed.js';
import type { Env } from './env.js';
import { createHub } from './features/realtime/hub.js';
import { createRateLimiter } from './lib/rate-limit.js';
import { prepareAdmin } from './features/admin/admin.startup.js';
import { startUploadSweeper } from './features/uploads/uploads.sweep.js';

export interface CreateDepsOptions {
  env: Env;
  database?: Database;
  /** PostgreSQL: schema to work in (tests) */
  searchPath?: string;
}

export async function createDeps({ env, database, searchPath }: CreateDepsOptions): Promise<Deps> {
  const log = pino({ level: env.LOG_LEVEL, base: { app: 'samverka' } });
  if (!database) {
    if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
    database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL, searchPath } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
    );
  }
  await migrate(database);
  const hub = createHub(database, (error) => log.warn({ err: error }, 'bad realtime payload'));
  await hub.start();
  return {
    env,
    database,
    db: database.db,
    auth: createAuth(env, database),
    log,
    limiter: createRateLimiter(database),
    hub,
  };
}

export interface RunningServer {
  server: Server;
  port: number;
  deps: Deps;
  close(): Promise<void>;
}

export async function startServer(env: Env, options: AppOptions = {}): Promise<RunningServer> {
  const deps = await createDeps({ env });
  if (env.SEED_SAMPLES) {
    const seeded = await seedSampleOffers(deps.db);
    if (seeded > 0) deps.log.info({ seeded }, 'sample offers loaded');
  }
  await prepareAdmin(deps);
  const app = createApp(deps, options);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: '0.0.0.0' }, () => resolve(s as Server));
  });
  const port = (server.address() as AddressInfo).port;
  deps.log.info({ port, url: env.PUBLIC_URL, database: deps.database.kind }, 'Samverka is listening');
  const stopSweeper = startUploadSweeper(deps);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // stop accepting, end realtime streams, let in-flight requests finish, then close the database
      stopSweeper();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.hub.stop();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await deps.database.close();
      deps.log.info('Samverka stopped');
    })());
  return { server, port, deps, close };
}
