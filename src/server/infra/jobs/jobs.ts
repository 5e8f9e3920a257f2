// Samverka's job queue (deps.jobs): pg-boss in the same database, typed by a table of job names and
// zod payloads. `enqueue` stores a job (optionally in the caller's transaction), `work` runs a handler
// for every job of a name in this process, `schedule` adds a cron schedule (Europe/Stockholm) that the
// queue turns into one job per due time across all processes. See docs/decisions/019-job-queue.md.
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Tx } from '@server/db/client.js';
import { drizzleExecutor } from './executor.js';

export interface JobDefinition<P extends z.ZodType<object> = z.ZodType<object>> {
  /** the zod schema of the payload, checked when the job is enqueued and again when it runs */
  payload: P;
  /**
   * 'standard' (default): every enqueued job runs. 'short': at most one waiting job per singletonKey
   * (a second enqueue with the key of a job not yet started is dropped; keyless jobs share one key).
   */
  policy?: 'standard' | 'short';
}

/** job name → its definition */
export type JobDefinitions = Record<string, JobDefinition>;
type PayloadIn<D extends JobDefinitions, N extends keyof D> = z.input<D[N]['payload']>;
type PayloadOut<D extends JobDefinitions, N extends keyof D> = z.output<D[N]['payload']>;

export const job = <P extends z.ZodType<object>>(payload: P, policy?: JobDefinition['policy']): JobDefinition<P> => ({
  payload,
  policy,
});

export interface EnqueueOptions {
  /** not before this time (a Date) or this many seconds from now */
  startAfter?: Date | number;
  /** on a 'short' queue: dropped (enqueue returns null) while a job with this key waits */
  singletonKey?: string;
  /** store the job in this transaction: it exists exactly when the caller's rows do */
  tx?: Tx;
}

export interface JobInfo {
  id: string;
  name: string;
}

export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<void>;

export interface Jobs<D extends JobDefinitions> {
  /** stores the job; returns its id, or null when a 'short' queue already has one waiting with the key */
  enqueue<N extends keyof D & string>(
    name: N,
    payload: PayloadIn<D, N>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** runs `handler` for the jobs of `name` in this process (only where workers run) */
  work<N extends keyof D & string>(name: N, handler: JobHandler<PayloadOut<D, N>>): Promise<void>;
  /** a cron schedule in Europe/Stockholm time; one job per due time across every process */
  schedule<N extends keyof D & string>(name: N, cron: string, payload: PayloadIn<D, N>): Promise<void>;
  /** creates or upgrades the queue's schema and the queues: enqueueing works from here on */
  start(): Promise<void>;
  /** lets this process run jobs (`work`), keep the queue tidy and turn schedules into jobs */
  startWorkers(): Promise<void>;
  /** stops fetching, waits up to `timeoutMs` for running jobs (the rest run again later), then stops */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  readonly schema: string;
}

export const JOBS_TIME_ZONE = 'Europe/Stockholm';
/** how long a stopping process waits for its running jobs */
export const STOP_TIMEOUT_MS = 10_000;

export interface JobsOptions<D extends JobDefinitions> {
  database: Database;
  log: Logger;
  definitions: D;
  /** the Postgres schema of the queue's tables (default: pgboss, or `<schema>_jobs` beside a test schema) */
  schema?: string;
  /** how often an idle worker looks for jobs (seconds, at least 0.5) */
  pollingIntervalSeconds?: number;
  /** how often a worker process expires jobs left running by a dead process and archives old ones */
  maintenanceIntervalSeconds?: number;
  /** default retries of every queue: tries after the first, first wait in seconds, doubling */
  retry?: { limit: number; delaySeconds: number };
}

/** jobs a worker fetches at once (run one after the other) */
const BATCH_SIZE = 10;

export const DEFAULT_JOB_RETRY = { limit: 8, delaySeconds: 30 };

export function jobsSchemaFor(database: Database): string {
  return database.schema ? `${database.schema}_jobs` : 'pgboss';
}

export function createJobs<D extends JobDefinitions>(options: JobsOptions<D>): Jobs<D> {
  const { database, log, definitions } = options;
  const schema = options.schema ?? jobsSchemaFor(database);
  const retry = options.retry ?? DEFAULT_JOB_RETRY;
  /** enqueues (every process) */
  let boss: PgBoss | undefined;
  /** fetches and runs jobs, keeps the queue tidy and turns schedules into jobs (where workers run) */
  let workerBoss: PgBoss | undefined;
  /** this process's worker of each name: a job enqueued here wakes it instead of waiting for its poll */
  const workerIds = new Map<string, string>();

  const createBoss = (flags: { supervise: boolean; schedule: boolean; migrate: boolean }) => {
    const instance = new PgBoss({
      db: database,
      schema,
      ...flags,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    });
    instance.on('error', (error) => log.warn({ err: error }, 'job queue error'));
    return instance;
  };
  const workers = () => {
    if (!workerBoss) throw new Error('the workers of this process are not started');
    return workerBoss;
  };
  const started = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };
  const parse = <N extends keyof D & string>(name: N, payload: unknown): PayloadOut<D, N> => {
    const definition = definitions[name];
    if (!definition) throw new Error(`unknown job ${name}`);
    return definition.payload.parse(payload) as PayloadOut<D, N>;
  };

  return {
    schema,
    async start() {
      if (boss) return;
      const instance = createBoss({ supervise: false, schedule: false, migrate: true });
      await instance.start();
      for (const [name, definition] of Object.entries(definitions)) {
        await instance.createQueue(name, {
          name,
          policy: definition.policy ?? 'standard',
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
        });
      }
      boss = instance;
    },
    async startWorkers() {
      started();
      if (workerBoss) return;
      const instance = createBoss({ supervise: true, schedule: true, migrate: false });
      await instance.start();
      workerBoss = instance;
    },
    async enqueue(name, payload, { startAfter, singletonKey, tx } = {}) {
      const data = parse(name, payload);
      const id = await started().send(name, data, {
        ...(startAfter !== undefined && { startAfter }),
        ...(singletonKey !== undefined && { singletonKey }),
        ...(tx && { db: drizzleExecutor(tx) }),
      });
      if (!id) return null;
      // in a transaction the job is not visible until the caller commits: the worker finds it at its next poll
      const worker = workerIds.get(name);
      if (worker && !tx && startAfter === undefined) workerBoss?.notifyWorker(worker);
      return id;
    },
    async work(name, handler) {
      const instance = workers();
      const id = await instance.work<object>(name, { batchSize: BATCH_SIZE }, async (batch) => {
        // one job's failure is its own: it is failed (and retried with backoff) alone, the others complete
        for (const job of batch) {
          try {
            await handler(parse(name, job.data), { id: job.id, name: job.name });
          } catch (error) {
            log.warn({ err: error, job: name, jobId: job.id }, 'job failed, will retry');
            await instance.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      });
      workerIds.set(name, id);
    },
    async schedule(name, cron, payload) {
      await workers().schedule(name, cron, parse(name, payload), { tz: JOBS_TIME_ZONE });
    },
    async stop({ timeoutMs = STOP_TIMEOUT_MS } = {}) {
      const stopping = { graceful: true, wait: true, close: false, timeout: timeoutMs };
      // the workers first: a job still running may enqueue (a mail's next try) until it is done
      const worker = workerBoss;
      workerBoss = undefined;
      workerIds.clear();
      await worker?.stop(stopping);
      const instance = boss;
      boss = undefined;
      await instance?.stop(stopping);
    },
  };
}
