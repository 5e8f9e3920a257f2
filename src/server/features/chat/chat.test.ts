import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { CHAT_TEXTS } from '@shared/chat-texts.js';
import { insertOffer } from '@test/support/test-offers.js';
import type { RealtimeEvent } from '@server/infra/realtime/hub.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Sign-ups are limited per IP (every test request shares one); this file needs many users. */
const signUp: TestContext['signUp'] = async (...args) => {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(...args);
};

const send = (from: TestUser, to: string, text: unknown) =>
  t.request(`/api/messages/${to}`, { method: 'POST', cookie: from.cookie, json: { text } });
const conversation = async (me: TestUser, other: string, query = '') => {
  const res = await t.request(`/api/messages/${other}${query}`, { cookie: me.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    messages: { id: number; sender_id: string; receiver_id: string; text: string; read: boolean }[];
    has_more: boolean;
  };
};
const unread = async (me: TestUser) => {
  const res = await t.request('/api/me/unread', { cookie: me.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; bySender: Record<string, number> };
};
const contactsOf = async (me: TestUser) => {
  const res = await t.request('/api/me/contacts', { cookie: me.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { contacts: { id: string; username: string; user_type: string; unread: number }[] })
    .contacts;
};

describe('access', () => {
  it('needs a session for every chat route', async () => {
    const someone = await signUp();
    const calls: [string, string][] = [
      ['GET', '/api/me/contacts'],
      ['PUT', `/api/me/contacts/${someone.id}`],
      ['DELETE', `/api/me/contacts/${someone.id}`],
      ['GET', '/api/users/search?q=a'],
      ['GET', `/api/messages/${someone.id}`],
      ['POST', `/api/messages/${someone.id}/read`],
      ['GET', '/api/me/unread'],
    ];
    for (const [method, path] of calls) {
      const res = await t.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request(`/api/messages/${someone.id}`, { method: 'POST', json: { text: 'hej' } })).status).toBe(
      401,
    );
  });

  it('keeps a conversation between its two participants: a third user can neither read nor mark it read', async () => {
    const a = await signUp('business');
    const b = await signUp('association');
    const c = await signUp('influencer');
    expect((await send(a, b.id, 'Hemligt till B')).status).toBe(201);

    // C asking for "the conversation with A" sees only C<->A, which is empty
    expect((await conversation(c, a.id)).messages).toEqual([]);
    expect((await conversation(c, b.id)).messages).toEqual([]);

    // C marking "A's messages" read touches only A→C messages: none
    const mark = await t.request(`/api/messages/${a.id}/read`, { method: 'POST', cookie: c.cookie });
    expect(mark.status).toBe(200);
    expect((await mark.json()).updated).toBe(0);
    expect((await unread(b)).bySender[a.id]).toBe(1);
    expect((await conversation(a, b.id)).messages[0].read).toBe(false);

    // the sender cannot mark its own sent message read on the receiver's behalf
    const own = await t.request(`/api/messages/${b.id}/read`, { method: 'POST', cookie: a.cookie });
    expect((await own.json()).updated).toBe(0);
    expect((await unread(b)).total).toBe(1);
  });

  it('always sends as the signed-in user, whatever the body claims', async () => {
    const a = await signUp();
    const b = await signUp();
    const c = await signUp();
    const res = await t.request(`/api/messages/${b.id}`, {
      method: 'POST',
      cookie: c.cookie,
      json: { text: 'Jag är A', sender_id: a.id, senderId: a.id, from: a.id },
    });
    expect(res.status).toBe(201);
    const { message } = await res.json();
    expect(message.sender_id).toBe(c.id);
    expect((await conversation(a, b.id)).messages).toEqual([]);
    expect((await conversation(b, c.id)).messages.map((m) => m.text)).toEqual(['Jag är A']);
  });

  it('refuses a mutation from a foreign origin', async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await t.request(`/api/messages/${b.id}`, {
      method: 'POST',
      cookie: a.cookie,
      json: { text: 'hej' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('sending', () => {
  it('trims the text and stores it as given, HTML included', async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await send(a, b.id, '  <img src=x onerror=alert(1)>\nrad två  ');
    expect(res.status).toBe(201);
    const { message } = await res.json();
    expect(message).toMatchObject({
      sender_id: a.id,
      receiver_id: b.id,
      read: false,
      text: '<img src=x onerror=alert(1)>\nrad två',
    });
    expect(typeof message.id).toBe('number');
  });

  it('validates the text in Swedish, never with a 500', async () => {
    const a = await signUp();
    const b = await signUp();
    const cases: [unknown, string][] = [
      ['', CHAT_TEXTS.errors.textRequired],
      ['   \n\t ', CHAT_TEXTS.errors.textRequired],
      ['\u0000', CHAT_TEXTS.errors.textRequired],
      ['x'.repeat(4001), CHAT_TEXTS.errors.textTooLong],
      [42, CHAT_TEXTS.errors.textInvalid],
      [null, CHAT_TEXTS.errors.textInvalid],
    ];
    for (const [text, message] of cases) {
      const res = await send(a, b.id, text);
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await send(a, b.id, 'x'.repeat(4000))).status).toBe(201);
    expect((await send(a, b.id, '  ' + 'y'.repeat(4000) + '  ')).status).toBe(201);
    const nul = await send(a, b.id, 'a\u0000b');
    expect(nul.status).toBe(201);
    expect((await nul.json()).message.text).toBe('ab');

    const noBody = await t.request(`/api/messages/${b.id}`, { method: 'POST', cookie: a.cookie });
    expect(noBody.status).toBe(415);
    const badJson = await t.request(`/api/messages/${b.id}`, {
      method: 'POST',
      cookie: a.cookie,
      body: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect((await send(a, b.id, undefined)).status).toBe(400);
  });

  it('sends only to an existing user other than oneself', async () => {
    const a = await signUp();
    const self = await send(a, a.id, 'hej mig');
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe(CHAT_TEXTS.errors.self);
    for (const id of ['finns-inte-123', 'x'.repeat(300), "'; drop table users; --", '%2e%2e']) {
      const res = await send(a, encodeURIComponent(id), 'hej');
      expect(res.status, id).toBe(404);
      expect((await res.json()).error.message).toBe(CHAT_TEXTS.errors.userNotFound);
    }
  });

  it('allows 30 messages a minute per user, then answers 429 in Swedish', async () => {
    const a = await signUp();
    const b = await signUp();
    const c = await signUp();
    for (let i = 0; i < 30; i++) expect((await send(a, i % 2 ? b.id : c.id, `nr ${i}`)).status).toBe(201);
    const over = await send(a, b.id, 'ett för mycket');
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toBe(CHAT_TEXTS.errors.rateLimited);
    // the limit is per sender: B can still answer
    expect((await send(b, a.id, 'svar')).status).toBe(201);
    expect((await conversation(a, b.id)).messages).toHaveLength(16);
  });

  it("puts both people in each other's contact list", async () => {
    const a = await signUp('foundation');
    const b = await signUp('influencer');
    await send(a, b.id, 'hej');
    expect((await contactsOf(b)).map((x) => x.id)).toEqual([a.id]);
    expect((await contactsOf(a)).map((x) => x.id)).toEqual([b.id]);
  });

  it('announces a new message and a read mark to both users through the hub', async () => {
    const a = await signUp();
    const b = await signUp();
    const c = await signUp();
    const got: Record<string, RealtimeEvent[]> = { a: [], b: [], c: [] };
    const offs = [
      t.deps.hub.subscribe(a.id, (e) => got.a.push(e)),
      t.deps.hub.subscribe(b.id, (e) => got.b.push(e)),
      t.deps.hub.subscribe(c.id, (e) => got.c.push(e)),
    ];
    const { message } = await (await send(a, b.id, 'realtid')).json();
    await t.request(`/api/messages/${a.id}/read`, { method: 'POST', cookie: b.cookie });
    await expect.poll(() => got.a.map((e) => e.type), { timeout: 3000 }).toEqual(['message', 'message_read']);
    // b also hears of its notification entry (issue 19), and of it being read with the conversation
    const chatOnly = (events: RealtimeEvent[]) => events.filter((e) => e.type !== 'notification');
    await expect.poll(() => chatOnly(got.b).map((e) => e.type), { timeout: 3000 }).toEqual(['message', 'message_read']);
    expect(chatOnly(got.b)[0]).toEqual({ type: 'message', id: message.id, from: a.id, to: b.id });
    expect(got.b.some((e) => e.type === 'notification')).toBe(true);
    expect(got.c).toEqual([]);
    offs.forEach((off) => off());
  });
});

describe('unread counts and read marks', () => {
  it('counts per sender and in total, and clears one sender when its conversation is opened', async () => {
    const me = await signUp();
    const x = await signUp();
    const y = await signUp();
    expect(await unread(me)).toEqual({ total: 0, bySender: {} });
    for (let i = 0; i < 3; i++) await send(x, me.id, `x${i}`);
    for (let i = 0; i < 2; i++) await send(y, me.id, `y${i}`);
    await send(me, x.id, 'mitt eget räknas inte');
    expect(await unread(me)).toEqual({ total: 5, bySender: { [x.id]: 3, [y.id]: 2 } });
    expect(await unread(x)).toEqual({ total: 1, bySender: { [me.id]: 1 } });
    const list = await contactsOf(me);
    expect(Object.fromEntries(list.map((c) => [c.id, c.unread]))).toEqual({ [x.id]: 3, [y.id]: 2 });

    const mark = await t.request(`/api/messages/${x.id}/read`, { method: 'POST', cookie: me.cookie });
    expect((await mark.json()).updated).toBe(3);
    expect(await unread(me)).toEqual({ total: 2, bySender: { [y.id]: 2 } });
    // marking again changes nothing
    expect(
      (await (await t.request(`/api/messages/${x.id}/read`, { method: 'POST', cookie: me.cookie })).json()).updated,
    ).toBe(0);

    // the sender sees the read mark on exactly its messages
    const seen = await conversation(x, me.id);
    expect(seen.messages.filter((m) => m.sender_id === x.id).every((m) => m.read)).toBe(true);
    expect(seen.messages.find((m) => m.sender_id === me.id)?.read).toBe(false);

    await send(x, me.id, 'ny efter läsning');
    expect(await unread(me)).toEqual({ total: 3, bySender: { [x.id]: 1, [y.id]: 2 } });
  });
});

describe('conversation pages', () => {
  it('answers oldest first and pages backwards without gaps or repeats', async () => {
    const a = await signUp();
    const b = await signUp();
    await t.deps.database.query(
      `INSERT INTO private_messages (sender_id, receiver_id, text)
       SELECT CASE WHEN n % 2 = 0 THEN $1 ELSE $2 END, CASE WHEN n % 2 = 0 THEN $2 ELSE $1 END, 'm' || n
       FROM generate_series(1, 125) n`,
      [a.id, b.id],
    );
    const latest = await conversation(a, b.id);
    expect(latest.messages).toHaveLength(50);
    expect(latest.has_more).toBe(true);
    expect(latest.messages[0].text).toBe('m76');
    expect(latest.messages.at(-1)?.text).toBe('m125');
    const ids = latest.messages.map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);

    const seen: string[] = [...latest.messages.map((m) => m.text)];
    let before = latest.messages[0].id;
    let more = latest.has_more;
    while (more) {
      const page = await conversation(b, a.id, `?before=${before}&limit=40`);
      seen.unshift(...page.messages.map((m) => m.text));
      more = page.has_more;
      before = page.messages[0].id;
    }
    expect(seen).toEqual(Array.from({ length: 125 }, (_, i) => `m${i + 1}`));

    const after = await conversation(a, b.id, `?after=${ids[47]}`);
    expect(after.messages.map((m) => m.text)).toEqual(['m124', 'm125']);
    expect(after.has_more).toBe(false);
    const small = await conversation(a, b.id, '?limit=1');
    expect(small.messages.map((m) => m.text)).toEqual(['m125']);
  });

  it('refuses bad page parameters with 400 and an unknown user with 404', async () => {
    const a = await signUp();
    const b = await signUp();
    for (const q of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?before=-1',
      '?before=1.5',
      '?before=',
      '?before=1&after=2',
      '?after=99999999999999999999',
    ]) {
      const res = await t.request(`/api/messages/${b.id}${q}`, { cookie: a.cookie });
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.message).toMatch(/Ogiltig|Antalet/);
    }
    expect((await t.request('/api/messages/nobody', { cookie: a.cookie })).status).toBe(404);
    expect((await t.request(`/api/messages/${a.id}`, { cookie: a.cookie })).status).toBe(400);
  });
});

describe('contacts and search', () => {
  it('adds, lists and removes contacts; adding is idempotent and never oneself', async () => {
    const me = await signUp('business');
    const other = await signUp('association');
    const first = await t.request(`/api/me/contacts/${other.id}`, { method: 'PUT', cookie: me.cookie });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    expect(firstBody.created).toBe(true);
    expect(firstBody.contact).toMatchObject({
      id: other.id,
      username: other.username,
      user_type: 'association',
      unread: 0,
    });
    const again = await t.request(`/api/me/contacts/${other.id}`, { method: 'PUT', cookie: me.cookie });
    expect(again.status).toBe(200);
    expect((await again.json()).created).toBe(false);
    expect((await contactsOf(me)).map((c) => c.id)).toEqual([other.id]);
    // one-sided: the other user's list is untouched
    expect(await contactsOf(other)).toEqual([]);

    const self = await t.request(`/api/me/contacts/${me.id}`, { method: 'PUT', cookie: me.cookie });
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe(CHAT_TEXTS.errors.selfContact);
    expect((await t.request('/api/me/contacts/saknas', { method: 'PUT', cookie: me.cookie })).status).toBe(404);

    expect((await t.request(`/api/me/contacts/${other.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(204);
    expect(await contactsOf(me)).toEqual([]);
    expect((await t.request(`/api/me/contacts/${other.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(204);
  });

  it('searches by username or user type, case-insensitively, never the caller, at most 20', async () => {
    const tag = `sök${Date.now().toString(36)}`;
    const me = await signUp('influencer', { username: `${tag}mig` });
    const anna = await signUp('business', { username: `${tag}Anna` });
    const res = await t.request(`/api/users/search?q=${encodeURIComponent(`  ${tag.toUpperCase()}ANNA `)}`, {
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).users).toEqual([
      { id: anna.id, username: anna.username, user_type: 'business', is_contact: false },
    ]);

    const mine = await (
      await t.request(`/api/users/search?q=${encodeURIComponent(tag)}`, { cookie: me.cookie })
    ).json();
    expect(mine.users.map((u: { id: string }) => u.id)).toEqual([anna.id]);

    for (let i = 0; i < 22; i++) await signUp('foundation');
    const byType = await (await t.request('/api/users/search?q=FOUND', { cookie: me.cookie })).json();
    expect(byType.users).toHaveLength(20);
    expect(byType.users.every((u: { user_type: string }) => u.user_type === 'foundation')).toBe(true);
    // the Swedish label of a type finds it too
    const byLabel = await (
      await t.request(`/api/users/search?q=${encodeURIComponent('stiftelse')}`, { cookie: me.cookie })
    ).json();
    expect(byLabel.users.length).toBeGreaterThan(0);
    expect(byLabel.users.every((u: { user_type: string }) => u.user_type === 'foundation')).toBe(true);

    await t.request(`/api/me/contacts/${anna.id}`, { method: 'PUT', cookie: me.cookie });
    const again = await (
      await t.request(`/api/users/search?q=${encodeURIComponent(`${tag}anna`)}`, { cookie: me.cookie })
    ).json();
    expect(again.users[0].is_contact).toBe(true);
  });

  it('treats LIKE wildcards literally and refuses an empty or overlong term', async () => {
    const me = await signUp();
    await signUp('business', { username: `under_score${Date.now().toString(36)}` });
    const pct = await (await t.request('/api/users/search?q=%25', { cookie: me.cookie })).json();
    expect(pct.users).toEqual([]);
    const us = await (await t.request('/api/users/search?q=_', { cookie: me.cookie })).json();
    expect(us.users.every((u: { username: string }) => u.username.includes('_'))).toBe(true);
    for (const q of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`]) {
      const res = await t.request(`/api/users/search${q}`, { cookie: me.cookie });
      expect(res.status, q).toBe(400);
    }
  });
});

describe('where a conversation started', () => {
  it("'Kontakta' on an offer names it in both contact lists; another's offer or a pending one is not kept", async () => {
    const a = await signUp('business');
    const b = await signUp('association');
    const c = await signUp('association');
    const offer = await insertOffer(t.deps.database, { type: 'association', title: 'Ursprungsprov', userId: b.id });
    const pending = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Väntande prov',
      userId: c.id,
      isApproved: false,
    });
    const foreign = await insertOffer(t.deps.database, { type: 'association', title: 'Annans prov', userId: c.id });
    const origin = async (me: TestUser, other: string) => {
      const res = await t.request('/api/me/contacts', { cookie: me.cookie });
      const { contacts } = (await res.json()) as {
        contacts: { id: string; offer: { id: string; title: string } | null }[];
      };
      return contacts.find((x) => x.id === other)?.offer ?? null;
    };
    expect(
      (await t.request(`/api/me/contacts/${b.id}?offerId=${offer}`, { method: 'PUT', cookie: a.cookie })).status,
    ).toBe(201);
    expect(await origin(a, b.id)).toEqual({ id: offer, title: 'Ursprungsprov' });
    expect((await send(a, b.id, 'Hej! Vi vill sponsra er.')).status).toBe(201);
    expect(await origin(b, a.id)).toEqual({ id: offer, title: 'Ursprungsprov' });
    // an offer of someone else, or one not public, is no origin
    await t.request(`/api/me/contacts/${c.id}?offerId=${foreign}`, { method: 'PUT', cookie: b.cookie });
    await t.request(`/api/me/contacts/${c.id}?offerId=${pending}`, { method: 'PUT', cookie: a.cookie });
    expect(await origin(a, c.id)).toBeNull();
  });
});
