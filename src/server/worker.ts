// A process that runs only the job queue's workers (scripts/worker.ts): the same composition root as the
// server, no HTTP. Stopping waits briefly for running jobs; what is left runs again elsewhere.
import { createDeps, type Deps } from './deps.js';
import type { Env } from './env.js';
import { startWorkers } from './workers.js';

export interface RunningWorker {
  deps: Deps;
  close(): Promise<void>;
}

export async function startWorkerProcess(env: Env): Promise<RunningWorker> {
  const deps = await createDeps(env);
  await startWorkers(deps);
  deps.log.info({ database: deps.database.kind }, 'Samverka worker is running');
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await deps.jobs.stop();
      deps.mail.close();
      await deps.hub.stop();
      await deps.database.close();
      deps.log.info('Samverka worker stopped');
    })());
  return { deps, close };
}
