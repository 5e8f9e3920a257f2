// notify() against a real database: a row per event, one unread row per subject, announced on the
// realtime channel to its addressee only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import type { RealtimeEvent } from '@server/infra/realtime/hub.js';
import { notify } from './notify.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rowsOf = (userId: string) =>
  t.deps.database.query<{ id: string; kind: string; title: string; read_at: Date | null }>(
    `SELECT id, kind, title, read_at FROM notifications WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

describe('notify()', () => {
  it('stores one row per event without a subject', async () => {
    const user = await t.signUp('association');
    await notify(t.deps.db, { userId: user.id, kind: 'offer_approved', title: 'Godkänt A', link: '/my-pages' });
    await notify(t.deps.db, { userId: user.id, kind: 'offer_approved', title: 'Godkänt B', link: '/my-pages' });
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['Godkänt A', 'Godkänt B']);
  });

  it('keeps one unread entry per subject, and a new one once it was read', async () => {
    const user = await t.signUp('business');
    const one = { userId: user.id, kind: 'message' as const, link: '/chat/x', subjectKey: 'conversation:x' };
    const first = await notify(t.deps.db, { ...one, title: 'Meddelande 1' });
    const second = await notify(t.deps.db, { ...one, title: 'Meddelande 2' });
    expect(second).toBe(first);
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['Meddelande 2']);
    await t.deps.database.query(`UPDATE notifications SET read_at = now() WHERE id = $1`, [first]);
    const third = await notify(t.deps.db, { ...one, title: 'Meddelande 3' });
    expect(third).not.toBe(first);
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['Meddelande 2', 'Meddelande 3']);
  });

  it('announces the entry to its addressee alone', async () => {
    const user = await t.signUp('influencer');
    const other = await t.signUp('influencer');
    const mine: RealtimeEvent[] = [];
    const theirs: RealtimeEvent[] = [];
    const stopMine = t.deps.hub.subscribe(user.id, (e) => mine.push(e));
    const stopTheirs = t.deps.hub.subscribe(other.id, (e) => theirs.push(e));
    const id = await notify(t.deps.db, { userId: user.id, kind: 'report_handled', title: 'Klar', link: '/' });
    await expect.poll(() => mine.some((e) => e.type === 'notification' && e.id === id), { timeout: 5000 }).toBe(true);
    expect(theirs.some((e) => e.type === 'notification')).toBe(false);
    stopMine();
    stopTheirs();
  });
});
