// Blocking users (issue 14) through the API against a real database: the block list, and what a block
// does to the chat (sending refused, conversation hidden from the blocker, blocker gone from search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { TRUST_TEXTS } from '@shared/trust-texts.js';

const E = TRUST_TEXTS.errors;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Sign-ups are limited per IP (every test request shares one); this file needs many users. */
const signUp = async (type: Parameters<TestContext['signUp']>[0] = 'business') => {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type);
};
const block = (me: TestUser, other: string) =>
  t.request(`/api/me/blocks/${other}`, { method: 'PUT', cookie: me.cookie });
const unblock = (me: TestUser, other: string) =>
  t.request(`/api/me/blocks/${other}`, { method: 'DELETE', cookie: me.cookie });
const blocksOf = async (me: TestUser) => {
  const res = await t.request('/api/me/blocks', { cookie: me.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as { blocks: { id: string; username: string }[] }).blocks;
};
const send = (from: TestUser, to: string, text = 'Hej!') =>
  t.request(`/api/messages/${to}`, { method: 'POST', cookie: from.cookie, json: { text } });
const contactIds = async (me: TestUser) => {
  const res = await t.request('/api/me/contacts', { cookie: me.cookie });
  return ((await res.json()) as { contacts: { id: string }[] }).contacts.map((c) => c.id);
};
const searchIds = async (me: TestUser, q: string) => {
  const res = await t.request(`/api/users/search?q=${encodeURIComponent(q)}`, { cookie: me.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { users: { id: string }[] }).users.map((u) => u.id);
};
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('the block list', () => {
  it('needs a session', async () => {
    const someone = await signUp();
    expect((await t.request('/api/me/blocks')).status).toBe(401);
    expect((await t.request(`/api/me/blocks/${someone.id}`, { method: 'PUT' })).status).toBe(401);
    expect((await t.request(`/api/me/blocks/${someone.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('blocks once, lists, and unblocks; each user sees only their own list', async () => {
    const [me, other, third] = [await signUp(), await signUp('association'), await signUp()];
    const first = await block(me, other.id);
    expect(first.status).toBe(201);
    expect(((await first.json()) as { block: { id: string; username: string } }).block).toMatchObject({
      id: other.id,
      username: other.username,
    });
    const again = await block(me, other.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { created: boolean }).created).toBe(false);
    expect((await blocksOf(me)).map((b) => b.id)).toEqual([other.id]);
    expect(await blocksOf(other)).toEqual([]);
    expect(await blocksOf(third)).toEqual([]);

    // another user cannot lift my block: their DELETE touches only their own list
    expect((await unblock(third, other.id)).status).toBe(204);
    expect((await blocksOf(me)).map((b) => b.id)).toEqual([other.id]);

    expect((await unblock(me, other.id)).status).toBe(204);
    expect(await blocksOf(me)).toEqual([]);
    expect((await unblock(me, other.id)).status).toBe(204);
  });

  it('refuses to block oneself (400) and an unknown user (404), in Swedish', async () => {
    const me = await signUp();
    const self = await block(me, me.id);
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe(E.blockSelf);
    const unknown = await block(me, 'finns-inte-alls');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('NOT_FOUND');
  });
});

describe('what a block does', () => {
  it('the blocked user can neither send a message nor start a contact: 403 in Swedish', async () => {
    const [blocker, blocked] = [await signUp(), await signUp('influencer')];
    expect((await send(blocked, blocker.id, 'Innan blocket')).status).toBe(201);
    expect((await block(blocker, blocked.id)).status).toBe(201);

    const refused = await send(blocked, blocker.id, 'Efter blocket');
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'BLOCKED', message: E.blockedByOther });
    const contact = await t.request(`/api/me/contacts/${blocker.id}`, { method: 'PUT', cookie: blocked.cookie });
    expect(contact.status).toBe(403);
    expect((await errorOf(contact)).message).toBe(E.blockedByOther);

    // the blocker cannot write either until unblocking, and is told why
    const own = await send(blocker, blocked.id);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(E.youBlocked);

    const [{ n }] = await t.deps.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM private_messages WHERE sender_id = $1`,
      [blocked.id],
    );
    expect(n).toBe(1);

    expect((await unblock(blocker, blocked.id)).status).toBe(204);
    expect((await send(blocked, blocker.id, 'Efter avblocket')).status).toBe(201);
  });

  it("hides the conversation from the blocker's contacts and unread count, not from the blocked user's", async () => {
    const [blocker, blocked, friend] = [await signUp(), await signUp('influencer'), await signUp('association')];
    expect((await send(blocked, blocker.id)).status).toBe(201);
    expect((await send(friend, blocker.id)).status).toBe(201);
    expect(await contactIds(blocker)).toEqual(expect.arrayContaining([blocked.id, friend.id]));

    expect((await block(blocker, blocked.id)).status).toBe(201);
    expect(await contactIds(blocker)).toEqual([friend.id]);
    const unread = (await (await t.request('/api/me/unread', { cookie: blocker.cookie })).json()) as {
      total: number;
      bySender: Record<string, number>;
    };
    expect(unread).toEqual({ total: 1, bySender: { [friend.id]: 1 } });
    expect(await contactIds(blocked)).toEqual([blocker.id]);

    expect((await unblock(blocker, blocked.id)).status).toBe(204);
    expect(await contactIds(blocker)).toEqual(expect.arrayContaining([blocked.id, friend.id]));
  });

  it("takes the blocker out of the blocked user's search, and only theirs", async () => {
    const [blocker, blocked, bystander] = [await signUp(), await signUp('influencer'), await signUp('association')];
    expect(await searchIds(blocked, blocker.username)).toContain(blocker.id);
    expect((await block(blocker, blocked.id)).status).toBe(201);
    expect(await searchIds(blocked, blocker.username)).not.toContain(blocker.id);
    expect(await searchIds(bystander, blocker.username)).toContain(blocker.id);
    // the blocker still finds the user they blocked (to unblock from the profile)
    expect(await searchIds(blocker, blocked.username)).toContain(blocked.id);
    expect((await unblock(blocker, blocked.id)).status).toBe(204);
    expect(await searchIds(blocked, blocker.username)).toContain(blocker.id);
  });
});
