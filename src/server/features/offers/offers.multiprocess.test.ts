// Offer changes reach the right event streams across two server processes on one PostgreSQL:
// the owner hears about their pending offer (create, edit, approval, delete), other users only
// once it is public — through the offers trigger's pg_notify, not through the process that wrote.
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
  console.warn('offers.multiprocess.test.ts SKIPPED: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on real PostgreSQL.');
}

type Stream = EventStream<{ id: number; user: string | null; offerType: string; public: boolean }>;
const openStream = (port: number, cookie: string): Promise<Stream> => openEventStream(port, cookie);

describe.skipIf(!runHere)('offers across two server processes on one PostgreSQL', () => {
  const dbName = `samverka_offers_mp_${randomBytes(5).toString('hex')}`;
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
    const env = (extra: Record<string, string>) =>
      parseEnv({
        ...extra,
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: dbUrl.toString(),
        PUBLIC_URL: ORIGIN,
        AUTH_SECRET: 'multi-process-secret-multi-process-secret',
        DATA_DIR: `/tmp/samverka-offers-mp-${randomBytes(4).toString('hex')}`,
        PASSWORD_HASH_LOG_N: '10',
        SEED_SAMPLES: 'false',
      });
    one = await startServer(env({ BASIC_OFFER_LIMIT: '100' }));
    two = await startServer(env({ BASIC_OFFER_LIMIT: '100' }));
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

  const signUp = async (server: RunningServer, name: string, userType = 'association') => {
    const tag = randomBytes(3).toString('hex');
    const res = await call(server, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: `${name}${tag}@exempel.se`, username: `${name}${tag}`, password: 'hemligt-lösenord', userType },
    });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { user: { id: string } }).user.id;
    return { id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
  };

  const offer = {
    type: 'association',
    title: 'Realtidsprov för föreningen',
    organization: 'IF Realtid',
    description: 'Ett erbjudande som följs i realtid mellan två serverprocesser.',
    tags: ['realtid'],
    phone: '08-123 45',
    contact_info: 'realtid@exempel.se',
  };

  it('tells the owner on process 2 about changes made on process 1, and everyone once the offer is public', async () => {
    const owner = await signUp(one, 'agare');
    const other = await signUp(two, 'annan', 'business');
    const ownerOnTwo = await openStream(two.port, owner.cookie);
    const otherOnTwo = await openStream(two.port, other.cookie);
    const otherOnOne = await openStream(one.port, other.cookie);

    const created = await call(one, '/api/offers', { method: 'POST', cookie: owner.cookie, json: offer });
    expect(created.status).toBe(201);
    const id = Number(((await created.json()) as { id: string }).id);
    const expected = (pub: boolean) => ({ type: 'offer_changed', id, user: owner.id, offerType: 'association', public: pub });

    await expect.poll(() => ownerOnTwo.events.map((e) => e.data), { timeout: 1000, interval: 10 }).toEqual([expected(false)]);
    const edited = await call(one, `/api/offers/${id}`, { method: 'PATCH', cookie: owner.cookie, json: { budget: '5 000 kr' } });
    expect(edited.status).toBe(200);
    await expect.poll(() => ownerOnTwo.events.length, { timeout: 1000, interval: 10 }).toBe(2);

    // an administrator approves it (directly in the database, as the moderation feature does)
    const admin = new pg.Client({ connectionString: new URL(`/${dbName}`, adminUrl).toString() });
    await admin.connect();
    await admin.query('UPDATE offers SET is_approved = true WHERE id = $1', [id]);
    await admin.end();
    await expect.poll(() => ownerOnTwo.events.at(-1)?.data, { timeout: 1000, interval: 10 }).toEqual(expected(true));
    await expect.poll(() => otherOnTwo.events.map((e) => e.data), { timeout: 1000, interval: 10 }).toEqual([expected(true)]);
    await expect.poll(() => otherOnOne.events.map((e) => e.data), { timeout: 1000, interval: 10 }).toEqual([expected(true)]);

    const deleted = await call(two, `/api/offers/${id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    await expect.poll(() => otherOnOne.events.length, { timeout: 1000, interval: 10 }).toBe(2);
    expect(otherOnOne.events[1]!.data).toEqual(expected(true));
    // the pending-stage events never reached the other user
    expect(otherOnTwo.events.every((e) => e.data.public)).toBe(true);
    for (const s of [ownerOnTwo, otherOnTwo, otherOnOne]) s.close();
  });
});

describe.skipIf(runHere)('offers across two server processes (skipped)', () => {
  it.skip(url ? 'runs in the postgres test project' : 'needs TEST_DATABASE_URL pointing at a real PostgreSQL', () => {});
});
