// Offer changes reach the right event streams across two server processes on one PostgreSQL:
// the owner hears about their pending offer (create, edit, approval, delete), other users only
// once it is public — through the offers trigger's pg_notify, not through the process that wrote.
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server.js';
import {
  canRunMultiprocess,
  hasTestDatabaseUrl,
  callServer,
  signUpOn,
  useTwoProcesses,
  warnIfNoPostgres,
} from '@test/support/multiprocess.js';
import { openEventStream, type EventStream } from '@test/support/sse.js';

warnIfNoPostgres('offers.multiprocess.test.ts');

type Stream = EventStream<{ id: number; user: string | null; offerType: string; public: boolean }>;
const openStream = (port: number, cookie: string): Promise<Stream> => openEventStream(port, cookie);

describe.skipIf(!canRunMultiprocess)('offers across two server processes on one PostgreSQL', () => {
  let one: RunningServer;
  let two: RunningServer;
  useTwoProcesses((started) => ({ one, two } = started), { BASIC_OFFER_LIMIT: '100' });
  const call = callServer;
  const signUp = (server: RunningServer, name: string, userType: 'business' | 'association' = 'association') =>
    signUpOn(server, name, userType);

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
    const expected = (pub: boolean) => ({
      type: 'offer_changed',
      id,
      user: owner.id,
      offerType: 'association',
      public: pub,
    });

    await expect
      .poll(() => ownerOnTwo.events.map((e) => e.data), { timeout: 1000, interval: 10 })
      .toEqual([expected(false)]);
    const edited = await call(one, `/api/offers/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { budget: '5 000 kr' },
    });
    expect(edited.status).toBe(200);
    await expect.poll(() => ownerOnTwo.events.length, { timeout: 1000, interval: 10 }).toBe(2);

    // an administrator approves it (directly in the database, as the moderation feature does)
    await one.deps.database.query('UPDATE offers SET is_approved = true WHERE id = $1', [id]);
    await expect.poll(() => ownerOnTwo.events.at(-1)?.data, { timeout: 1000, interval: 10 }).toEqual(expected(true));
    await expect
      .poll(() => otherOnTwo.events.map((e) => e.data), { timeout: 1000, interval: 10 })
      .toEqual([expected(true)]);
    await expect
      .poll(() => otherOnOne.events.map((e) => e.data), { timeout: 1000, interval: 10 })
      .toEqual([expected(true)]);

    const deleted = await call(two, `/api/offers/${id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    await expect.poll(() => otherOnOne.events.length, { timeout: 1000, interval: 10 }).toBe(2);
    expect(otherOnOne.events[1]!.data).toEqual(expected(true));
    // the pending-stage events never reached the other user
    expect(otherOnTwo.events.every((e) => e.data.public)).toBe(true);
    for (const s of [ownerOnTwo, otherOnTwo, otherOnOne]) s.close();
  });
});

describe.skipIf(canRunMultiprocess)('offers across two server processes (skipped)', () => {
  it.skip(
    hasTestDatabaseUrl ? 'runs in the postgres test project' : 'needs TEST_DATABASE_URL pointing at a real PostgreSQL',
    () => {},
  );
});
