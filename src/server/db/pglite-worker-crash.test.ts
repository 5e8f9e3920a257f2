// The server with PGlite in its worker thread on a real data folder: a slow statement does not hold up
// other requests; when the database thread dies mid-load, requests get 503 DATABASE_UNAVAILABLE (never
// 500), health says so, the thread comes back on the same folder and every acknowledged write is there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { createDeps, type Deps } from '@server/deps.js';
import { parseEnv } from '@server/env.js';
import { isDbDown } from '@server/lib/errors.js';
import { testDatabaseKind } from '@test/support/harness.js';
import { TEXTS } from '@shared/texts.js';

const dir = `/tmp/samverka-pglite-worker-${randomBytes(6).toString('hex')}`;

describe.skipIf(testDatabaseKind === 'postgres')('the server on PGlite in a worker thread', () => {
  let database: Database;
  let deps: Deps;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: dir,
      PASSWORD_HASH_LOG_N: '10',
      SEED_SAMPLES: 'false',
    });
    mkdirSync(dir, { recursive: true });
    database = await openDatabase({ dataDir: `${dir}/pglite`, pgliteWorker: true });
    deps = await createDeps(env, { database });
    app = createApp(deps);
    await database.exec('CREATE TABLE acked (id int PRIMARY KEY, pair int)');
  }, 120_000);
  afterAll(async () => {
    await deps?.jobs.stop();
    await deps?.hub.stop();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /api/ping at once while a slow statement runs in the database thread', async () => {
    let slowDone = false;
    const slow = database.query('SELECT pg_sleep(2)').then(() => (slowDone = true));
    await new Promise((r) => setTimeout(r, 100));
    const started = performance.now();
    const res = await app.request('/api/ping');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
    expect(slowDone).toBe(false);
    await slow;
  });

  it('fails requests with 503 while the database thread is down, restarts it and keeps every acknowledged write', async () => {
    const worker = database.pgliteWorker!;
    expect((await app.request('/api/health')).status).toBe(200);
    const acknowledged: number[] = [];
    const failures: unknown[] = [];
    let next = 1;
    let stop = false;
    // a statement fails at once while the thread is down: a writer pauses, or its loop would never yield
    const failed = (e: unknown) => {
      failures.push(e);
      return new Promise((r) => setTimeout(r, 20));
    };
    // four writers: plain statements, and Drizzle transactions of two rows (both or neither)
    const plain = async () => {
      while (!stop) {
        const id = next++;
        await database.query('INSERT INTO acked (id) VALUES ($1)', [id]).then(() => acknowledged.push(id), failed);
      }
    };
    const paired = async () => {
      while (!stop) {
        const [a, b] = [next++, next++];
        await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO acked (id, pair) VALUES (${a}, ${b})`);
            await tx.execute(sql`INSERT INTO acked (id, pair) VALUES (${b}, ${a})`);
          })
          .then(() => acknowledged.push(a, b), failed);
      }
    };
    const writers = [plain(), plain(), paired(), paired()];
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(50);
    await worker.terminate();
    await expect.poll(() => worker.state()).not.toBe('up');

    // while it is down: health and any route answer 503 in Swedish, never 500
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: TEXTS.errors.database } });
    const offers = await app.request('/api/offers?type=association&q=nere');
    expect(offers.status).toBe(503);
    expect((await offers.json()).error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: TEXTS.errors.database });
    expect(deps.hub.state()).toBe('reconnecting');

    await worker.whenUp();
    stop = true;
    await Promise.all(writers);
    expect(worker.restarts()).toBe(1);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(isDbDown(failure)).toBe(true);

    const stored = new Set((await database.query<{ id: number }>('SELECT id FROM acked')).map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // a pair is both rows or neither
    const halves = await database.query(
      'SELECT a.id FROM acked a LEFT JOIN acked b ON b.id = a.pair WHERE a.pair IS NOT NULL AND b.id IS NULL',
    );
    expect(halves).toEqual([]);

    // healthy again, realtime too (the LISTEN was renewed and hears NOTIFY)
    await expect.poll(async () => (await app.request('/api/health')).status, { timeout: 10_000 }).toBe(200);
    expect(deps.hub.state()).toBe('ok');
    const heard: string[] = [];
    const unlisten = await database.listen('after_restart', (p) => heard.push(p));
    await database.query(`SELECT pg_notify('after_restart', 'igen')`);
    await expect.poll(() => heard).toEqual(['igen']);
    await unlisten();
  }, 90_000);
});
