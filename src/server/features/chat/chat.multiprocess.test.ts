// Several server processes sharing one PostgreSQL behave as one: a message sent through process 1
// reaches the receiver's event stream on process 2 through pg_notify, within a second.
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

warnIfNoPostgres('chat.multiprocess.test.ts');

type Stream = EventStream<{ id: number; from: string; to: string }>;
const openStream = (port: number, cookie: string): Promise<Stream> => openEventStream(port, cookie);

describe.skipIf(!canRunMultiprocess)('two server processes on one PostgreSQL', () => {
  let one: RunningServer;
  let two: RunningServer;
  useTwoProcesses((started) => ({ one, two } = started));
  const call = callServer;
  const signUp = (server: RunningServer, name: string, userType: 'business' | 'association' = 'business') =>
    signUpOn(server, name, userType);

  it("delivers A's message from process 1 to B's stream on process 2 within 1 s, and the read mark back", async () => {
    expect(one.port).not.toBe(two.port);
    const a = await signUp(one, 'anna');
    const b = await signUp(two, 'bertil');
    const bOnTwo = await openStream(two.port, b.cookie);
    const bOnOne = await openStream(one.port, b.cookie); // a second tab of B on the other process
    const aOnOne = await openStream(one.port, a.cookie);

    const sentAt = performance.now();
    const res = await call(one, `/api/messages/${b.id}`, {
      method: 'POST',
      cookie: a.cookie,
      json: { text: 'Hej från process 1' },
    });
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: { id: number } };

    // B also hears of its notification entry for the conversation; the chat's own events are counted here
    const chat = (s: typeof bOnTwo) => s.events.filter((e) => e.type !== 'notification');
    await expect.poll(() => chat(bOnTwo).length, { timeout: 1000, interval: 10 }).toBe(1);
    const got = chat(bOnTwo)[0]!;
    expect(got.type).toBe('message');
    expect(got.data).toEqual({ type: 'message', id: message.id, from: a.id, to: b.id });
    expect(got.at - sentAt).toBeLessThan(1000);
    await expect.poll(() => chat(bOnOne).map((e) => e.type), { timeout: 1000, interval: 10 }).toEqual(['message']);
    await expect.poll(() => chat(aOnOne).map((e) => e.type), { timeout: 1000, interval: 10 }).toEqual(['message']);
    expect(bOnTwo.events.some((e) => e.type === 'notification')).toBe(true);

    // the text itself is fetched from process 2, where B sits
    const conv = await call(two, `/api/messages/${a.id}`, { cookie: b.cookie });
    expect(((await conv.json()) as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual([
      'Hej från process 1',
    ]);

    // B reads on process 2; A's stream on process 1 gets the read mark within 1 s
    const readAt = performance.now();
    expect((await call(two, `/api/messages/${a.id}/read`, { method: 'POST', cookie: b.cookie })).status).toBe(200);
    await expect
      .poll(() => chat(aOnOne).map((e) => e.type), { timeout: 1000, interval: 10 })
      .toEqual(['message', 'message_read']);
    expect(chat(aOnOne)[1]!.at - readAt).toBeLessThan(1000);

    const unread = await call(one, '/api/me/unread', { cookie: b.cookie });
    expect(await unread.json()).toEqual({ total: 0, bySender: {} });
    for (const s of [bOnTwo, bOnOne, aOnOne]) s.close();
  });
});

describe.skipIf(canRunMultiprocess)('two server processes on one PostgreSQL (skipped)', () => {
  it.skip(
    hasTestDatabaseUrl ? 'runs in the postgres test project' : 'needs TEST_DATABASE_URL pointing at a real PostgreSQL',
    () => {},
  );
});
