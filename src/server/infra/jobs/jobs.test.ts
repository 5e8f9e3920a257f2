// The job queue on the database of the run (PGlite in memory, or a fresh schema of the PostgreSQL of
// TEST_DATABASE_URL): typed payloads, a job in the caller's transaction, startAfter, singletonKey, retry
// with backoff after a failing handler, a graceful stop that waits for a running job, and no work where
// the workers are not started.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { readProcessEnv } from '@server/env.js';
import { createLogger } from '@server/lib/log.js';
import { createFreshSchema } from '@test/support/fresh-database.js';
import { testDatabaseKind } from '@test/support/harness.js';
import { createJobs, job, jobsSchemaFor, type Jobs } from './jobs.js';

const definitions = {
  'probe.run': job(z.object({ n: z.number().int() })),
  'probe.flaky': job(z.object({ key: z.string().min(1) })),
  'probe.once': job(z.object({ n: z.number().int() }), 'short'),
};
type ProbeJobs = Jobs<typeof definitions>;

let database: Database;
let dropSchema: (() => Promise<void>) | undefined;
const log = createLogger('silent');
const open: ProbeJobs[] = [];

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    const url = readProcessEnv().TEST_DATABASE_URL!;
    const fresh = await createFreshSchema(url, 'jobs');
    database = await openDatabase({ url, searchPath: `${fresh.schema},public`, poolSize: 4 });
    dropSchema = fresh.drop;
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  await migrate(database);
});
afterEach(async () => {
  for (const jobs of open.splice(0)) await jobs.stop({ timeoutMs: 1000 });
  await database.query(`DELETE FROM ${jobsSchemaFor(database)}.job WHERE name LIKE 'probe.%'`);
});
afterAll(async () => {
  await database.close();
  await dropSchema?.();
});

async function queue(workers: boolean): Promise<ProbeJobs> {
  const jobs = createJobs({
    database,
    log,
    definitions,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    retry: { limit: 3, delaySeconds: 1 },
  });
  open.push(jobs);
  await jobs.start();
  if (workers) await jobs.startWorkers();
  return jobs;
}

const until = async (done: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const states = (name: string) =>
  database.query<{ state: string; retry_count: number }>(
    `SELECT state, retry_count FROM ${jobsSchemaFor(database)}.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );

describe(`job queue (${testDatabaseKind})`, () => {
  it('keeps its tables in its own schema: pgboss, or <schema>_jobs beside a test schema', async () => {
    await queue(false);
    const schema = jobsSchemaFor(database);
    expect(schema).toBe(testDatabaseKind === 'postgres' ? `${database.schema}_jobs` : 'pgboss');
    const tables = await database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name IN ('job', 'queue', 'schedule', 'version')`,
      [schema],
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual(['job', 'queue', 'schedule', 'version']);
  });

  it('runs an enqueued job once with its parsed payload, and refuses a payload that does not fit', async () => {
    const jobs = await queue(true);
    const seen: number[] = [];
    await jobs.work('probe.run', async ({ n }) => void seen.push(n));
    const id = await jobs.enqueue('probe.run', { n: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => seen.length === 1);
    await expect(jobs.enqueue('probe.run', { n: 1.5 })).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual([7]);
    expect(await states('probe.run')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it("stores a job in the caller's transaction: none when it rolls back", async () => {
    const jobs = await queue(true);
    const seen: number[] = [];
    await jobs.work('probe.run', async ({ n }) => void seen.push(n));
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue('probe.run', { n: 1 }, { tx });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    await database.db.transaction(async (tx) => {
      await jobs.enqueue('probe.run', { n: 2 }, { tx });
    });
    await until(() => seen.length === 1);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual([2]);
    expect(await states('probe.run')).toHaveLength(1);
  });

  it("waits for startAfter, and a 'short' queue keeps one waiting job per singletonKey", async () => {
    const jobs = await queue(true);
    const seen: { n: number; at: number }[] = [];
    await jobs.work('probe.once', async ({ n }) => void seen.push({ n, at: Date.now() }));
    const sent = Date.now();
    expect(await jobs.enqueue('probe.once', { n: 1 }, { startAfter: 2, singletonKey: 'k' })).toBeTruthy();
    expect(await jobs.enqueue('probe.once', { n: 2 }, { startAfter: 2, singletonKey: 'k' })).toBeNull();
    expect(await jobs.enqueue('probe.once', { n: 3 }, { startAfter: 2, singletonKey: 'other' })).toBeTruthy();
    await until(() => seen.length === 2);
    expect(seen.map((s) => s.n).sort()).toEqual([1, 3]);
    expect(Math.min(...seen.map((s) => s.at)) - sent).toBeGreaterThanOrEqual(1500);
    // once it ran, the key is free again
    expect(await jobs.enqueue('probe.once', { n: 4 }, { singletonKey: 'k' })).toBeTruthy();
    await until(() => seen.length === 3);
  });

  it('retries a failing job with growing waits until it succeeds, without holding up the others', async () => {
    const jobs = await queue(true);
    const tries: number[] = [];
    await jobs.work('probe.flaky', async ({ key }) => {
      if (key !== 'flaky') return;
      tries.push(Date.now());
      if (tries.length < 3) throw new Error(`try ${tries.length} failed`);
    });
    await jobs.enqueue('probe.flaky', { key: 'flaky' });
    await jobs.enqueue('probe.flaky', { key: 'steady' });
    await until(() => tries.length === 3, 25_000);
    // backoff: the second wait is longer than the first
    expect(tries[2] - tries[1]).toBeGreaterThan(tries[1] - tries[0]);
    await until(() => false, 800).catch(() => {});
    const rows = await states('probe.flaky');
    expect(rows.map((r) => r.state).sort()).toEqual(['completed', 'completed']);
    expect(rows.map((r) => r.retry_count).sort()).toEqual([0, 2]);
  }, 40_000);

  it('runs again a job left running by a process that died, once its expiry has passed', async () => {
    const jobs = await queue(true);
    const seen: number[] = [];
    await jobs.work('probe.run', async ({ n }) => void seen.push(n));
    // as a process killed mid-job leaves it: active, started 20 minutes ago (the expiry is 15)
    const id = await jobs.enqueue('probe.run', { n: 9 }, { startAfter: 3600 });
    await database.query(
      `UPDATE ${jobsSchemaFor(database)}.job SET state = 'active', started_on = now() - interval '20 minutes',
         start_after = now() - interval '20 minutes' WHERE id = $1`,
      [id],
    );
    await until(() => seen.length === 1, 20_000);
    expect(seen).toEqual([9]);
    await until(() => false, 800).catch(() => {});
    expect(await states('probe.run')).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 30_000);

  it('runs nothing in a process whose workers are not started (WORKERS=off)', async () => {
    const jobs = await queue(false);
    await expect(jobs.work('probe.run', async () => {})).rejects.toThrow('not started');
    await jobs.enqueue('probe.run', { n: 3 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await states('probe.run')).toEqual([{ state: 'created', retry_count: 0 }]);

    // a process with workers takes it over
    const worker = await queue(true);
    const seen: number[] = [];
    await worker.work('probe.run', async ({ n }) => void seen.push(n));
    await until(() => seen.length === 1);
    expect(seen).toEqual([3]);
  });

  it('stops gracefully: a running job finishes before stop() returns', async () => {
    const jobs = await queue(true);
    let finished = false;
    let started = false;
    await jobs.work('probe.run', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 1500));
      finished = true;
    });
    await jobs.enqueue('probe.run', { n: 1 });
    await until(() => started);
    await jobs.stop({ timeoutMs: 5000 });
    expect(finished).toBe(true);
    expect(await states('probe.run')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
