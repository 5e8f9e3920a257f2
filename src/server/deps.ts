// The composition root: every long-lived thing the server process holds, built once from the parsed env.
// Features receive these through the request context (c.var.deps) or as arguments; adapters receive only
// what they need from here and never reach into a request.
import { mkdirSync } from 'node:fs';
import type { DestinationStream, Logger } from 'pino';
import { createAuth, type Auth } from './auth.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { pgliteDir } from './db/pglite-create.js';
import { migrate } from './db/migrate.js';
import type { Env } from './env.js';
import { createHub, type Hub } from './infra/realtime/hub.js';
import { createLogger } from './lib/log.js';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { createStorage, type Storage } from './adapters/storage/storage.js';
import { createBillingProvider } from './adapters/billing/provider.js';
import type { BillingProvider } from './adapters/billing/types.js';
import { createLlmClient, llmConfigFrom, LLM_TIMEOUT_MS, type LlmClient } from './adapters/llm/openai-compatible.js';
import { createListCache, type ListCache } from './features/offers/offers.cache.js';
import { createMail, type Mail } from './infra/mail/mail.js';
import { createJobs } from './infra/jobs/jobs.js';
import { APP_JOBS, type AppJobs } from './infra/jobs/definitions.js';

export interface Deps {
  env: Env;
  database: Database;
  /** Drizzle on `database` */
  db: Db;
  auth: Auth;
  log: Logger;
  limiter: RateLimiter;
  hub: Hub;
  /** uploaded images: a folder under DATA_DIR or an S3-compatible bucket */
  storage: Storage;
  /** Stripe when configured, else the built-in checkout */
  billing: BillingProvider;
  /** the optional language model; null when AI_* is not configured (the matcher answers alone) */
  llm: LlmClient | null;
  /** public offer list answers of this process */
  offerListCache: ListCache;
  /** e-mail: `sendMail` into the outbox and a `mail.send` job (SMTP or .eml files) */
  mail: Mail;
  /** the job queue in the same database (pg-boss); workers start with src/server/workers.ts */
  jobs: AppJobs;
}

export interface CreateDepsOptions {
  /** an already open database (tests); otherwise the configured one is opened */
  database?: Database;
  /** called after each step, for the start-up timings */
  onStep?: (step: 'database' | 'migrations' | 'jobs') => void;
  /** where log lines go (default stdout); tests capture them */
  logDestination?: DestinationStream;
}

export { pgliteDir };

/**
 * The configured database: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR in a worker thread of
 * its own (PGLITE_IN_PROCESS=1: on this thread).
 */
export async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  mkdirSync(env.DATA_DIR, { recursive: true });
  return openDatabase({ dataDir: pgliteDir(env), pgliteWorker: !env.PGLITE_IN_PROCESS });
}

/** Opens (or takes) the database, migrates it, starts the realtime hub and builds every adapter. */
export async function createDeps(env: Env, options: CreateDepsOptions = {}): Promise<Deps> {
  const log = createLogger(env.LOG_LEVEL, options.logDestination);
  const database = options.database ?? (await openConfiguredDatabase(env));
  options.onStep?.('database');
  await migrate(database);
  const hub = createHub(database, {
    onError: (error) => log.warn({ err: error }, 'bad realtime payload'),
    onState: (state, previous) => {
      if (state === 'reconnecting') log.warn('realtime: LISTEN connection lost, reconnecting');
      else if (state === 'ok' && previous === 'reconnecting') log.info('realtime: LISTEN is back, browsers resync');
    },
  });
  await hub.start();
  options.onStep?.('migrations');
  const db = database.db;
  const llmConfig = llmConfigFrom(env);
  // the queue's own schema is created or upgraded here; its workers start with src/server/workers.ts
  const jobs = createJobs({ database, log, definitions: APP_JOBS });
  await jobs.start();
  options.onStep?.('jobs');
  const mail = createMail({ env, db, log, jobs });
  return {
    env,
    database,
    db,
    auth: createAuth(env, database, mail),
    log,
    limiter: createRateLimiter(db),
    hub,
    storage: createStorage(env),
    billing: createBillingProvider(env, db),
    llm: llmConfig ? createLlmClient(llmConfig, LLM_TIMEOUT_MS) : null,
    offerListCache: createListCache({ db, kind: database.kind, hub }),
    mail,
    jobs,
  };
}
