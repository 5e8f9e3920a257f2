// PGlite has no autovacuum (decision 210, 'Fourth round'): without VACUUM the embedded database never
// sets its pages' visibility, keeps every dead row of the job queue and the search analysis, and plans
// with no statistics at all. So a server on PGlite runs VACUUM (ANALYZE) itself: once just after it starts
// listening, then every hour. On an up-to-date database it reads only what changed since the last run.
// PostgreSQL has its own autovacuum: nothing is done there.
import type { Logger } from 'pino';
import type { Database } from './client.js';

export const PGLITE_VACUUM_EVERY_MS = 60 * 60 * 1000;

export interface Maintenance {
  /** the run under way, if any (tests) */
  running(): Promise<void> | undefined;
  /** no new run starts; waits for the one under way */
  stop(): Promise<void>;
}

export function startPgliteMaintenance(
  database: Database,
  log: Pick<Logger, 'info' | 'warn'>,
  everyMs = PGLITE_VACUUM_EVERY_MS,
): Maintenance {
  let current: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || current || database.kind !== 'pglite') return;
    const started = performance.now();
    current = database
      .exec('VACUUM (ANALYZE)')
      .then(() => log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed'))
      .catch((error: unknown) => log.warn({ err: error }, 'embedded database: VACUUM failed (tried again later)'))
      .finally(() => (current = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    running: () => current,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
