// Child processes for the job queue's process tests (test/quality/jobs-process.test.ts), started with
// `node --import tsx test/support/jobs-children.ts <role>` and an IPC channel:
// - `server`: the real Samverka server (startServer) that, on a message, enqueues a mail exactly as a
//   feature does (`deps.mail.sendMail`), or its outbox row with a `mail.send` job due a few seconds later;
//   it answers { stored: id } once the job is committed.
// - `probe-worker`: a worker on DATABASE_URL whose `probe.record` handler inserts one row per run into
//   job_runs (n, pid), so a test can count runs across processes.
import { openDatabase } from '@server/db/client.js';
import { parseEnv, readProcessEnv } from '@server/env.js';
import { createJobs } from '@server/infra/jobs/jobs.js';
import { enqueueMail } from '@server/infra/mail/outbox.js';
import { createLogger } from '@server/lib/log.js';
import { startServer } from '@server/server.js';
import { PROBE_JOBS, type EnqueueMailRequest } from './jobs-probe.js';

const role = process.argv[2];
const send = (message: unknown) => process.send?.(message);

if (role === 'server') {
  const env = parseEnv(readProcessEnv());
  const running = await startServer(env);
  process.on('message', (request: EnqueueMailRequest) => {
    const { deps } = running;
    const store = async () => {
      if (request.delaySeconds === undefined) return deps.mail.sendMail(request.message);
      const id = await enqueueMail(deps.db, request.message);
      await deps.jobs.enqueue('mail.send', { id }, { startAfter: request.delaySeconds });
      return id;
    };
    store().then(
      (id) => send({ stored: id }),
      (error: unknown) => send({ error: String(error) }),
    );
  });
  send({ ready: true });
} else if (role === 'probe-worker') {
  const env = parseEnv(readProcessEnv());
  const database = await openDatabase({ url: env.DATABASE_URL!, poolSize: 4 });
  const jobs = createJobs({
    database,
    log: createLogger('warn'),
    definitions: PROBE_JOBS,
    pollingIntervalSeconds: 0.5,
  });
  await jobs.start();
  await jobs.startWorkers();
  await jobs.work('probe.record', async ({ n }) => {
    await database.query('INSERT INTO job_runs (n, pid) VALUES ($1, $2)', [n, process.pid]);
  });
  process.on('SIGTERM', () => {
    void jobs.stop({ timeoutMs: 2000 }).then(async () => {
      await database.close();
      process.exit(0);
    });
  });
  send({ ready: true });
} else {
  console.error(`unknown role ${role}`);
  process.exit(2);
}
