// The job queue across real processes. A mail job due in three seconds does not run when its server is
// killed with SIGKILL first; a mail enqueued by a server running with WORKERS=off is not sent there (nor
// is the one waiting since the kill); the restarted server sends both, once (PGlite under DATA_DIR, or a fresh PostgreSQL database). On
// PostgreSQL two worker processes share 200 jobs and run each exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { readProcessEnv } from '@server/env.js';
import { createJobs } from '@server/infra/jobs/jobs.js';
import { createLogger } from '@server/lib/log.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { testDatabaseKind } from '@test/support/harness.js';
import { PROBE_JOBS, type EnqueueMailRequest } from '@test/support/jobs-probe.js';
import { canRunMultiprocess } from '@test/support/multiprocess.js';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { startTestSmtp, type TestSmtp } from '@test/support/smtp.js';

const processEnv = readProcessEnv();
const CHILD = ['--import', 'tsx', 'test/support/jobs-children.ts'];

let smtp: TestSmtp;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  smtp = await startTestSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-jobs-'));
  if (testDatabaseKind === 'postgres') {
    const fresh = await createFreshDatabase(processEnv.TEST_DATABASE_URL!, 'jobs');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  await smtp.stop();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const baseEnv = (extra: Record<string, string>) => ({
  PATH: processEnv.PATH,
  HOME: processEnv.HOME,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  ADMIN_PASSWORD: 'admin-lösenord',
  PASSWORD_HASH_LOG_N: '10',
  SEED_SAMPLES: 'false',
  SMTP_URL: smtp.url,
  ...extra,
});

const startServer = (workers: 'inline' | 'off', child = true) =>
  startServerProcess({
    env: baseEnv({ WORKERS: workers }),
    command: child ? [process.execPath, ...CHILD, 'server'] : undefined,
    ipc: child,
    stdio: 'capture',
    readyTimeoutMs: 120_000,
  });

const reset = (to: string): EnqueueMailRequest['message'] => ({
  to,
  template: 'reset-password',
  data: { name: 'Anna', link: 'https://samverka.test/reset-password?token=k' },
});

/** asks the child server to enqueue; resolves once the row and its job are committed */
const enqueueIn = (server: ServerProcess, request: EnqueueMailRequest) =>
  new Promise<number>((resolve, reject) => {
    const onMessage = (message: { stored?: number; error?: string }) => {
      if (message.stored === undefined && message.error === undefined) return;
      server.child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.stored!);
    };
    server.child.on('message', onMessage);
    server.child.send(request);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (done: () => boolean | Promise<boolean>, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
};

const openData = (): Promise<Database> =>
  databaseUrl ? openDatabase({ url: databaseUrl }) : openDatabase({ dataDir: path.join(dataDir, 'pglite') });

describe(`jobs survive a stop of their process (${testDatabaseKind})`, () => {
  it('a job pending at SIGKILL runs after the restart; WORKERS=off runs none; each mail is sent once', async () => {
    // a server with workers stores a job due in 3 s and is killed before it runs
    const doomed = await startServer('inline');
    const started = Date.now();
    await enqueueIn(doomed, { message: reset('senare@exempel.se'), delaySeconds: 3 });
    doomed.kill('SIGKILL');
    await doomed.exited;
    expect(Date.now() - started).toBeLessThan(3000);
    await sleep(3500);
    expect(smtp.received, 'a job ran in a killed process').toHaveLength(0);

    // then a web-only process enqueues; it runs no jobs (not even the one waiting since the kill)
    const web = await startServer('off');
    await enqueueIn(web, { message: reset('webb@exempel.se') });
    await sleep(3000);
    expect(smtp.received, 'WORKERS=off ran a job').toHaveLength(0);
    web.kill('SIGKILL');
    await web.exited;

    // the restarted server (the real entry point) runs both
    const restarted = await startServer('inline', false);
    try {
      await until(() => smtp.received.length >= 2, 30_000, 'both mails after the restart');
      await sleep(2500);
      expect(smtp.recipients.flat().sort()).toEqual(['senare@exempel.se', 'webb@exempel.se']);
    } finally {
      await restarted.stop();
    }
    const database = await openData();
    try {
      const jobs = await database.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'mail.send'`);
      expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed']);
      const rows = await database.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM mail_outbox ORDER BY id`,
      );
      expect(rows).toEqual([
        { status: 'sent', attempts: 1 },
        { status: 'sent', attempts: 1 },
      ]);
    } finally {
      await database.close();
    }
  }, 300_000);
});

function startProbeWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...CHILD, 'probe-worker'], {
    env: baseEnv({ DATABASE_URL: url }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`probe worker exited with ${code}`)));
  });
}

describe.skipIf(!canRunMultiprocess)('two worker processes on one PostgreSQL', () => {
  it('run 200 jobs exactly once between them', async () => {
    const fresh = await createFreshDatabase(processEnv.TEST_DATABASE_URL!, 'jobs_once');
    const database = await openDatabase({ url: fresh.url });
    const workers: ChildProcess[] = [];
    const jobs = createJobs({ database, log: createLogger('silent'), definitions: PROBE_JOBS });
    try {
      await database.exec('CREATE TABLE job_runs (n int NOT NULL, pid int NOT NULL)');
      await jobs.start();
      workers.push(await startProbeWorker(fresh.url), await startProbeWorker(fresh.url));
      for (let n = 0; n < 200; n++) await jobs.enqueue('probe.record', { n });
      const count = async () =>
        Number((await database.query<{ c: number }>('SELECT count(*)::int AS c FROM job_runs'))[0].c);
      await until(async () => (await count()) >= 200, 90_000, '200 runs');
      await sleep(2000);
      const runs = await database.query<{ n: number; pid: number }>('SELECT n, pid FROM job_runs');
      expect(runs).toHaveLength(200);
      expect(new Set(runs.map((r) => r.n)).size).toBe(200);
      const byPid = new Map<number, number>();
      for (const r of runs) byPid.set(r.pid, (byPid.get(r.pid) ?? 0) + 1);
      expect([...byPid.keys()].sort()).toEqual(workers.map((w) => w.pid).sort());
      console.log(`exactly once: 200 jobs, runs per worker process ${[...byPid.values()].join(' / ')}`);
    } finally {
      for (const w of workers) w.kill('SIGTERM');
      await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once('exit', r)))));
      await jobs.stop();
      await database.close();
      await fresh.drop();
    }
  }, 180_000);
});

describe('npm run worker', () => {
  it('refuses to start without DATABASE_URL, in Swedish', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      env: baseEnv({ DATABASE_URL: '' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toContain('npm run worker behöver DATABASE_URL (PostgreSQL)');
  });

  it.skipIf(!canRunMultiprocess)(
    'runs the jobs of web processes started with WORKERS=off',
    async () => {
      const fresh = await createFreshDatabase(processEnv.TEST_DATABASE_URL!, 'jobs_apart');
      const env = baseEnv({ DATABASE_URL: fresh.url });
      const web = await startServerProcess({
        env: { ...env, WORKERS: 'off' },
        command: [process.execPath, ...CHILD, 'server'],
        ipc: true,
        stdio: 'capture',
      });
      const worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const before = smtp.received.length;
      try {
        await enqueueIn(web, { message: reset('isar@exempel.se') });
        await until(() => smtp.received.length > before, 60_000, 'the mail sent by the worker process');
        expect(smtp.recipients.at(-1)).toEqual(['isar@exempel.se']);
        // the worker stops cleanly on SIGTERM
        worker.kill('SIGTERM');
        expect(await new Promise((r) => worker.once('exit', r))).toBe(0);
      } finally {
        worker.kill('SIGKILL');
        await web.stop();
        await fresh.drop();
      }
    },
    120_000,
  );
});
