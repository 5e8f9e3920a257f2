// Realtime that heals and holds: the LISTEN connection comes back after PostgreSQL dropped it (open
// streams get 'resync' and then events again), and a user keeps at most 10 open streams.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, readProcessEnv } from '@server/env.js';
import { startServer, type RunningServer } from '@server/server.js';
import { LISTEN_APPLICATION_NAME, LISTEN_BACKOFF_MS } from '@server/db/client.js';
import { MAX_STREAMS_PER_USER } from '@server/infra/realtime/hub.js';
import { createFreshDatabase, type FreshDatabase } from '@test/support/fresh-database.js';
import { callServer, canRunMultiprocess, signUpOn, warnIfNoPostgres } from '@test/support/multiprocess.js';
import { openEventStream } from '@test/support/sse.js';

const ORIGIN = 'http://localhost:3000';
const processEnv = readProcessEnv();

function serverEnv(extra: Record<string, string>) {
  return parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'realtime-heal-secret-realtime-heal-secret',
    PASSWORD_HASH_LOG_N: '10',
    SEED_SAMPLES: 'false',
    ...extra,
  });
}

const call = callServer;
const signUp = (server: RunningServer, name: string) => signUpOn(server, name);

describe('event streams per user (embedded database)', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-streams-'));
    server = await startServer(serverEnv({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} open streams per user, closing the oldest`, async () => {
    const user = await signUp(server, 'flikar');
    const other = await signUp(server, 'annan');
    const otherStream = await openEventStream(server.port, other.cookie);
    const opened = 15;
    const hub = server.deps.hub;
    const base = hub.connections();
    const ended: boolean[] = [];
    const streams = [];
    for (let i = 0; i < opened; i++) {
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/events`, {
        headers: { cookie: user.cookie },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      ended.push(false);
      const reader = res.body!.getReader();
      void (async () => {
        try {
          while (!(await reader.read()).done);
          ended[i] = true;
        } catch {
          // aborted at the end
        }
      })();
      streams.push(controller);
      // the stream is subscribed once its first bytes arrive; keep the order strict
      await expect.poll(() => hub.connections() + hub.evicted(), { timeout: 5000 }).toBe(base + i + 1);
    }
    const evicted = opened - MAX_STREAMS_PER_USER;
    // the oldest five ended, the newest ten are open; the other user's stream is untouched
    await expect.poll(() => ended.filter(Boolean).length, { timeout: 5000 }).toBe(evicted);
    expect(ended.slice(0, evicted).every(Boolean)).toBe(true);
    expect(ended.slice(evicted).some(Boolean)).toBe(false);
    expect(hub.evicted()).toBe(evicted);
    expect(hub.connections()).toBe(base + MAX_STREAMS_PER_USER);
    for (const c of streams) c.abort();
    otherStream.close();
  });
});

warnIfNoPostgres('realtime-heal.test.ts');

describe.skipIf(!canRunMultiprocess)('realtime after the LISTEN connection is lost (PostgreSQL)', () => {
  let server: RunningServer;
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await createFreshDatabase(processEnv.TEST_DATABASE_URL ?? '', 'samverka_heal');
    server = await startServer(
      serverEnv({ DATABASE_URL: fresh.url, DATA_DIR: `/tmp/samverka-heal-${randomBytes(4).toString('hex')}` }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await fresh?.drop();
  });

  const dbName = () => new URL(fresh.url).pathname.slice(1);
  async function asAdmin<T>(statement: string): Promise<T[]> {
    const admin = new pg.Client({ connectionString: processEnv.TEST_DATABASE_URL });
    await admin.connect();
    try {
      return (await admin.query(statement)).rows as T[];
    } finally {
      await admin.end();
    }
  }

  async function terminateListen(): Promise<number> {
    const admin = new pg.Client({ connectionString: processEnv.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ok: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
         WHERE datname = $1 AND application_name = $2`,
        [dbName(), LISTEN_APPLICATION_NAME],
      );
      return rows.filter((r) => r.ok).length;
    } finally {
      await admin.end();
    }
  }

  it('reconnects, tells open streams to resync, and delivers events again within seconds', async () => {
    const a = await signUp(server, 'anna');
    const b = await signUp(server, 'bertil');
    const stream = await openEventStream<{ type: string }>(server.port, b.cookie);
    const health = async () => (await (await call(server, '/api/health')).json()) as { realtime: string };
    expect((await health()).realtime).toBe('ok');

    const killedAt = performance.now();
    expect(await terminateListen()).toBe(1);
    // the stream itself stays open; once LISTEN is back it hears 'resync'
    await expect
      .poll(() => stream.events.some((e) => e.type === 'resync'), { timeout: 10_000, interval: 20 })
      .toBe(true);
    const resyncMs = stream.events.find((e) => e.type === 'resync')!.at - killedAt;
    expect(resyncMs).toBeLessThan(5000);
    expect((await health()).realtime).toBe('ok');

    const res = await call(server, `/api/messages/${b.id}`, {
      method: 'POST',
      cookie: a.cookie,
      json: { text: 'Hej efter avbrottet' },
    });
    expect(res.status).toBe(201);
    await expect
      .poll(() => stream.events.some((e) => e.type === 'message'), { timeout: 5000, interval: 20 })
      .toBe(true);
    console.info(`realtime-heal: LISTEN back and 'resync' sent ${Math.round(resyncMs)} ms after pg_terminate_backend`);

    // twice more: the backoff starts over after each success
    for (let i = 0; i < 2; i++) {
      const before = stream.events.filter((e) => e.type === 'resync').length;
      expect(await terminateListen()).toBe(1);
      await expect
        .poll(() => stream.events.filter((e) => e.type === 'resync').length, { timeout: 10_000, interval: 20 })
        .toBe(before + 1);
    }
    stream.close();
  });

  it('keeps trying while the database refuses connections, and heals once it is back', async () => {
    const a = await signUp(server, 'cecilia');
    const b = await signUp(server, 'david');
    const stream = await openEventStream<{ type: string }>(server.port, b.cookie);
    // an outage of 3 s: the database refuses every new connection and the LISTEN one is cut
    await asAdmin(`ALTER DATABASE ${dbName()} WITH ALLOW_CONNECTIONS false`);
    let backAt: number;
    try {
      expect(await terminateListen()).toBe(1);
      await expect.poll(() => server.deps.hub.state(), { timeout: 5000, interval: 20 }).toBe('reconnecting');
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      await asAdmin(`ALTER DATABASE ${dbName()} WITH ALLOW_CONNECTIONS true`);
      backAt = performance.now();
    }
    await expect
      .poll(() => stream.events.some((e) => e.type === 'resync'), { timeout: 10_000, interval: 20 })
      .toBe(true);
    const healMs = stream.events.find((e) => e.type === 'resync')!.at - backAt;
    expect(server.deps.hub.state()).toBe('ok');
    const res = await call(server, `/api/messages/${b.id}`, {
      method: 'POST',
      cookie: a.cookie,
      json: { text: 'Hej efter driftstoppet' },
    });
    expect(res.status).toBe(201);
    await expect
      .poll(() => stream.events.some((e) => e.type === 'message'), { timeout: 5000, interval: 20 })
      .toBe(true);
    console.info(`realtime-heal: after a 3 s outage, 'resync' ${Math.round(healMs)} ms after the database was back`);
    expect(healMs).toBeLessThan(LISTEN_BACKOFF_MS.max + 1000);
    stream.close();
  });
});
