// Several server processes sharing one PostgreSQL behave as one: a message sent through process 1
// reaches the receiver's event stream on process 2 through pg_notify, within a second.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { parseEnv, readProcessEnv } from '../../env.js';
import { startServer, type RunningServer } from '../../server.js';
import { openEventStream, type EventStream } from '../../test/sse.js';

const processEnv = readProcessEnv();
const url = processEnv.TEST_DATABASE_URL;
const runHere = Boolean(url) && processEnv.SAMVERKA_TEST_DB === 'postgres';
const ORIGIN = 'http://localhost:3000';

if (!url) {
  console.warn('chat.multiprocess.test.ts SKIPPED: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run the two-process realtime test on real PostgreSQL.');
}

type Stream = EventStream<{ id: number; from: string; to: string }>;
const openStream = (port: number, cookie: string): Promise<Stream> => openEventStream(port, cookie);

describe.skipIf(!runHere)('two server processes on one PostgreSQL', () => {
  const dbName = `samverka_mp_${randomBytes(5).toString('hex')}`;
  let one: RunningServer;
  let two: RunningServer;
  const adminUrl = url ?? '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    const env = () =>
      parseEnv({
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: dbUrl.toString(),
        PUBLIC_URL: ORIGIN,
        AUTH_SECRET: 'multi-process-secret-multi-process-secret',
        DATA_DIR: `/tmp/samverka-mp-${randomBytes(4).toString('hex')}`,
        PASSWORD_HASH_LOG_N: '10',
        SEED_SAMPLES: 'false',
      });
    one = await startServer(env());
    two = await startServer(env());
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const call = async (server: RunningServer, path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: ORIGIN,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });

  const signUp = async (server: RunningServer, name: string) => {
    const tag = randomBytes(3).toString('hex');
    const res = await call(server, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: `${name}${tag}@exempel.se`, username: `${name}${tag}`, password: 'hemligt-lösenord', userType: 'business' },
    });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { user: { id: string } }).user.id;
    return { id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
  };

  it('delivers A\'s message from process 1 to B\'s stream on process 2 within 1 s, and the read mark back', async () => {
    expect(one.port).not.toBe(two.port);
    const a = await signUp(one, 'anna');
    const b = await signUp(two, 'bertil');
    const bOnTwo = await openStream(two.port, b.cookie);
    const bOnOne = await openStream(one.port, b.cookie); // a second tab of B on the other process
    const aOnOne = await openStream(one.port, a.cookie);

    const sentAt = performance.now();
    const res = await call(one, `/api/messages/${b.id}`, { method: 'POST', cookie: a.cookie, json: { text: 'Hej från process 1' } });
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: { id: number } };

    await expect.poll(() => bOnTwo.events.length, { timeout: 1000, interval: 10 }).toBe(1);
    const got = bOnTwo.events[0];
    expect(got.type).toBe('message');
    expect(got.data).toEqual({ type: 'message', id: message.id, from: a.id, to: b.id });
    expect(got.at - sentAt).toBeLessThan(1000);
    await expect.poll(() => bOnOne.events.map((e) => e.type), { timeout: 1000, interval: 10 }).toEqual(['message']);
    await expect.poll(() => aOnOne.events.map((e) => e.type), { timeout: 1000, interval: 10 }).toEqual(['message']);

    // the text itself is fetched from process 2, where B sits
    const conv = await call(two, `/api/messages/${a.id}`, { cookie: b.cookie });
    expect(((await conv.json()) as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual(['Hej från process 1']);

    // B reads on process 2; A's stream on process 1 gets the read mark within 1 s
    const readAt = performance.now();
    expect((await call(two, `/api/messages/${a.id}/read`, { method: 'POST', cookie: b.cookie })).status).toBe(200);
    await expect.poll(() => aOnOne.events.map((e) => e.type), { timeout: 1000, interval: 10 }).toEqual(['message', 'message_read']);
    expect(aOnOne.events[1].at - readAt).toBeLessThan(1000);

    const unread = await call(one, '/api/me/unread', { cookie: b.cookie });
    expect(await unread.json()).toEqual({ total: 0, bySender: {} });
    for (const s of [bOnTwo, bOnOne, aOnOne]) s.close();
  });
});

describe.skipIf(runHere)('two server processes on one PostgreSQL (skipped)', () => {
  it.skip(url ? 'runs in the postgres test project' : 'needs TEST_DATABASE_URL pointing at a real PostgreSQL', () => {});
});
