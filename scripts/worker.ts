// `npm run worker`: only the background workers of Samverka (mails, sweeps, schedules), no web server,
// against the PostgreSQL at DATABASE_URL. For deployments that scale web and workers apart: run the web
// processes with WORKERS=off and one or more of these. The embedded PGlite has one process only.
import { parseEnv, readProcessEnv } from '@server/env.js';
import { stopOnSignals } from '@server/lib/stop-on-signals.js';

const env = parseEnv(readProcessEnv());
if (!env.DATABASE_URL) {
  console.error(
    'Samverka: npm run worker behöver DATABASE_URL (PostgreSQL). Med den inbyggda databasen körs jobben i servern (WORKERS=inline).',
  );
  process.exit(1);
}
const { startWorkerProcess } = await import('@server/worker.js');
const running = await startWorkerProcess(env);

stopOnSignals(running, 'worker');
