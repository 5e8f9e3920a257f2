// Wires config → dependencies (deps.ts) → app → listen, and shuts down cleanly.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import type { AppOptions } from './app.js';
import type { Deps } from './deps.js';
import { createPgliteCluster, isNewPgliteDir, pgliteDir } from './db/pglite-create.js';
import { startPgliteMaintenance } from './db/maintenance.js';
import type { Env } from './env.js';
import { ensureWritableDataDir, lockDataDir, type DataDirLock } from './lib/data-dir-lock.js';

/** how long a stopping server keeps answering (with Connection: close) before it stops accepting */
const DRAIN_MS = 500;

export interface RunningServer {
  server: Server;
  port: number;
  deps: Deps;
  close(): Promise<void>;
}

export async function startServer(env: Env, options: AppOptions = {}): Promise<RunningServer> {
  // how long each step of the start took (bench/startup.ts reads it from the 'listening' line);
  // boot is everything before this function: node, tsx, the client build check, loading the modules
  const startupMs: Record<string, number> = { boot: Math.round(performance.now()) };
  /** the process's resident memory (PGlite's worker thread included) after each step, and its peak so far */
  const startupRssMb: Record<string, number> = {};
  const rss = () => Math.round(process.memoryUsage.rss() / 1024 / 1024);
  startupRssMb.boot = rss();
  let last = performance.now();
  const took = (phase: string) => {
    const now = performance.now();
    startupMs[phase] = Math.round(now - last);
    startupRssMb[phase] = rss();
    last = now;
  };
  // DATA_DIR must be writable (told now, not as a generic error later), and the embedded database
  // has one writer: a second process on the same folder stops here with the owner's pid
  // (PostgreSQL with images in S3 writes nothing there: a read-only container is fine then)
  if (!env.DATABASE_URL || !env.S3_ENDPOINT) ensureWritableDataDir(env.DATA_DIR);
  const lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR);
  try {
    return await startLocked(env, options, { startupMs, startupRssMb }, took, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function startLocked(
  env: Env,
  options: AppOptions,
  { startupMs, startupRssMb }: Record<'startupMs' | 'startupRssMb', Record<string, number>>,
  took: (phase: string) => void,
  lock: DataDirLock | undefined,
): Promise<RunningServer> {
  const isNewPglite = !env.DATABASE_URL && isNewPgliteDir(pgliteDir(env));
  // A new embedded database (PGlite in its worker thread, as `npm start` runs it) is created by a thread
  // that ends when it is written, before the server's modules are loaded: the two never take memory at
  // the same time (pglite-create.ts)
  if (isNewPglite && !env.PGLITE_IN_PROCESS) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    await createPgliteCluster(pgliteDir(env));
    took('initdb');
  }
  const [{ createApp }, { createDeps }, { indexWrittenOffers }, seed, admin, { outboxDir }, { startWorkers }] =
    await Promise.all([
      import('./app.js'),
      import('./deps.js'),
      import('@server/search/indexer.js'),
      import('./db/seed.js'),
      import('./features/admin/admin.startup.js'),
      import('./infra/mail/transport.js'),
      import('./workers.js'),
    ]);
  const { seedSampleGrants, seedSampleOffers } = seed;
  const { generateAdminCredentials, prepareAdmin } = admin;
  took('modules');
  // A new embedded database has no admin password yet: its scrypt hash is made on the thread pool
  // while this thread opens the database and migrates it.
  const adminCredentials =
    isNewPglite && !env.ADMIN_PASSWORD ? generateAdminCredentials(env.PASSWORD_HASH_LOG_N) : undefined;
  const deps = await createDeps(env, { onStep: took });
  if (env.SEED_SAMPLES) {
    const seeded = await seedSampleOffers(deps.db);
    if (seeded > 0) deps.log.info({ seeded }, 'sample offers loaded');
    const grants = await seedSampleGrants(deps.db);
    if (grants > 0) deps.log.info({ grants }, 'example foundations and grant programmes loaded');
  }
  // offers written before the search analysis existed (or by another tool) are analysed now, not at a first search
  await indexWrittenOffers(deps.db);
  took('samples');
  await prepareAdmin(deps, adminCredentials);
  took('admin');
  const app = createApp(deps, options);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: '0.0.0.0' }, () => resolve(s as Server));
  });
  took('listen');
  // an idle kept-alive connection stays open longer than a client or a load balancer keeps it (60 s is the
  // usual idle time): with Node's 5 s, a request sent as the server closed the socket got a reset instead
  // of an answer (seen in the browser tests under load)
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // while stopping, every answer closes its connection: a client that sent a request on a kept-alive
  // connection just before the stop gets its answer instead of a reset socket
  let draining = false;
  server.on('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });
  const port = (server.address() as AddressInfo).port;
  startupRssMb.peak = Math.round(process.resourceUsage().maxRSS / 1024);
  deps.log.info(
    { port, url: env.PUBLIC_URL, database: deps.database.kind, startupMs, startupRssMb },
    'Samverka is listening',
  );
  // PGlite has no autovacuum: the server vacuums it (maintenance.ts), in the background from now on
  const maintenance = startPgliteMaintenance(deps.database, deps.log);
  // background jobs run here unless WORKERS=off (then `npm run worker` runs them)
  if (env.WORKERS === 'inline') await startWorkers(deps);
  if (deps.mail.transport.kind === 'file' && env.NODE_ENV === 'production') {
    deps.log.warn({ outbox: outboxDir(env) }, 'SMTP_URL is not set: mails are written to the outbox folder, not sent');
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // stop accepting, end realtime streams, let in-flight requests finish, then close the database
      draining = true;
      // requests already on their way over kept-alive connections arrive and are answered first
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      // stop accepting connections, but keep the kept-alive ones a little longer (Node's close() would drop the
      // idle ones at once, resetting a request that is already on its way over one); they are answered with
      // Connection: close while the realtime hub and the jobs stop, and only then are the idle ones closed
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => {};
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections = closeIdle;
      await Promise.all([
        deps.hub.stop(),
        // running jobs get a moment to finish; what is left runs again in the next process
        deps.jobs.stop(),
        new Promise((resolve) => setTimeout(resolve, DRAIN_MS)),
      ]);
      deps.mail.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await maintenance.stop();
      await deps.database.close();
      lock?.release();
      deps.log.info('Samverka stopped');
    })());
  return { server, port, deps, close };
}
