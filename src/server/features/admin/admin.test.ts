import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createTestContext, postRaw, type TestContext, type TestUser } from '@test/support/harness.js';
import { contactMessages, favorites, offers } from '@server/db/schema.js';
import { ADMIN_TEXTS } from '@shared/moderation-texts.js';
import { newImageKey } from '@server/adapters/storage/storage.js';
import { generateAdminCredentials, prepareAdmin } from './admin.startup.js';
import { ADMIN_PASSWORD_SETTING } from './admin.password.js';
import { ADMIN_LOGIN_LIMIT } from './admin.routes.js';

const PASSWORD = 'rätt-adminlösenord';

let t: TestContext;
let normal: TestUser;
let roleAdmin: TestUser;
let passwordCookie: string;

async function createOffer(
  ctx: TestContext,
  owner: TestUser | null,
  o: Partial<typeof offers.$inferInsert> = {},
): Promise<number> {
  const [row] = await ctx.deps.db
    .insert(offers)
    .values({
      type: owner?.userType ?? 'business',
      title: `Testerbjudande ${Math.random().toString(36).slice(2, 8)}`,
      organization: 'Testbolaget AB',
      description: 'En beskrivning som är tillräckligt lång för att gälla som erbjudande.',
      userId: owner?.id ?? null,
      ...o,
    })
    .returning({ id: offers.id });
  return row.id;
}

async function adminLogin(ctx: TestContext, password: string, headers: Record<string, string> = {}) {
  return ctx.request('/api/admin/login', { method: 'POST', json: { password }, headers });
}

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0];

beforeAll(async () => {
  t = await createTestContext({ ADMIN_PASSWORD: PASSWORD });
  normal = await t.signUp('association');
  roleAdmin = await t.signUp('business');
  await t.makeAdmin(roleAdmin);
  const res = await adminLogin(t, PASSWORD);
  expect(res.status).toBe(200);
  passwordCookie = cookieOf(res);
});
afterAll(() => t.close());

describe('admin login', () => {
  it('sets an httpOnly SameSite=Strict cookie with an 8 h expiry, and logout ends the session', async () => {
    const res = await adminLogin(t, PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ admin: true, via: 'password' });
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^samverka_admin=/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Max-Age=28800/);
    expect(header).not.toMatch(/Secure/i); // PUBLIC_URL is http in tests
    const cookie = cookieOf(res);
    expect(await (await t.request('/api/admin/session', { cookie })).json()).toEqual({ admin: true, via: 'password' });
    const out = await t.request('/api/admin/logout', { method: 'POST', cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie') ?? '').toMatch(/samverka_admin=;/);
    expect(await (await t.request('/api/admin/session', { cookie })).json()).toEqual({ admin: false, via: null });
    expect((await t.request('/api/admin/offers', { cookie })).status).toBe(401);
  });

  it('refuses a wrong password in Swedish without a cookie', async () => {
    const proxied = await createTestContext({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'true' });
    const res = await adminLogin(proxied, 'fel-lösenord', { 'x-forwarded-for': '10.1.1.1' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ error: { code: 'WRONG_PASSWORD', message: ADMIN_TEXTS.wrongPasswordText } });
    const empty = await adminLogin(proxied, '', { 'x-forwarded-for': '10.1.1.1' });
    expect(empty.status).toBe(400);
    const notJson = await postRaw(proxied, '/api/admin/login', 'password=x', 'application/x-www-form-urlencoded');
    expect(notJson.status).toBe(415);
    await proxied.close();
  });

  it('locks an IP out with 429 after 5 wrong passwords in a minute, even for the right one; other IPs still pass', async () => {
    const proxied = await createTestContext({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'true' });
    const ip = { 'x-forwarded-for': '10.2.2.2' };
    for (let i = 0; i < ADMIN_LOGIN_LIMIT.failures; i++) {
      expect((await adminLogin(proxied, `fel-${i}`, ip)).status).toBe(401);
    }
    const locked = await adminLogin(proxied, PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(ADMIN_TEXTS.locked);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect((await adminLogin(proxied, PASSWORD, { 'x-forwarded-for': '10.2.2.3' })).status).toBe(200);
    // the window passes: the IP may try again
    await proxied.deps.database.query(
      `UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE key LIKE 'admin-login-fail:%'`,
    );
    expect((await adminLogin(proxied, PASSWORD, ip)).status).toBe(200);
    await proxied.close();
  });

  it('a forged or expired admin cookie gives no access', async () => {
    expect((await t.request('/api/admin/offers', { cookie: 'samverka_admin=forged' })).status).toBe(401);
    const res = await adminLogin(t, PASSWORD);
    const cookie = cookieOf(res);
    await t.deps.database.query(`UPDATE admin_sessions SET expires_at = now() - interval '1 second'`);
    expect((await t.request('/api/admin/offers', { cookie })).status).toBe(401);
    // the shared session of this file is expired too now: open a fresh one
    passwordCookie = cookieOf(await adminLogin(t, PASSWORD));
    expect((await t.request('/api/admin/offers', { cookie: passwordCookie })).status).toBe(200);
  });
});

describe('generated admin password (ADMIN_PASSWORD unset)', () => {
  it('is generated once, logged once, stored only as a hash, and opens /admin', async () => {
    const ctx = await createTestContext();
    const logged: unknown[] = [];
    const log = { warn: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
    const password = await prepareAdmin({ ...ctx.deps, log });
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain(password);
    const [stored] = await ctx.deps.database.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [
      ADMIN_PASSWORD_SETTING,
    ]);
    expect(stored.value).toMatch(/^scrypt\$/);
    expect(stored.value).not.toContain(password!);
    // a second start (or a second process) finds the hash and says nothing
    expect(await prepareAdmin({ ...ctx.deps, log })).toBeNull();
    expect(logged).toHaveLength(1);
    expect((await adminLogin(ctx, 'fel-lösenord-123')).status).toBe(401);
    const ok = await adminLogin(ctx, password!);
    expect(ok.status).toBe(200);
    expect((await ctx.request('/api/admin/offers', { cookie: cookieOf(ok) })).status).toBe(200);
    await ctx.close();
  });

  it('uses the credentials a first start began making early, and only when none are stored', async () => {
    const ctx = await createTestContext();
    const log = { warn: () => {} } as unknown as Logger;
    const early = await generateAdminCredentials(ctx.env.PASSWORD_HASH_LOG_N);
    expect(await prepareAdmin({ ...ctx.deps, log }, Promise.resolve(early))).toBe(early.password);
    expect((await adminLogin(ctx, early.password)).status).toBe(200);
    const other = await generateAdminCredentials(ctx.env.PASSWORD_HASH_LOG_N);
    expect(await prepareAdmin({ ...ctx.deps, log }, Promise.resolve(other))).toBeNull();
    expect((await adminLogin(ctx, other.password)).status).toBe(401);
    await ctx.close();
  });

  it('stores nothing when ADMIN_PASSWORD is set', async () => {
    expect(await prepareAdmin(t.deps)).toBeNull();
    const rows = await t.deps.database.query('SELECT 1 FROM app_settings WHERE key = $1', [ADMIN_PASSWORD_SETTING]);
    expect(rows).toHaveLength(0);
  });
});

describe('permission matrix: every admin route', () => {
  type Caller = 'anonymous' | 'user' | 'password' | 'role';
  const cookieFor = (who: Caller) =>
    who === 'anonymous'
      ? undefined
      : who === 'user'
        ? normal.cookie
        : who === 'password'
          ? passwordCookie
          : roleAdmin.cookie;

  const routes: Array<{ name: string; call: (cookie?: string) => Promise<Response>; ok: number }> = [
    { name: 'GET offers pending', call: (cookie) => t.request('/api/admin/offers?state=pending', { cookie }), ok: 200 },
    {
      name: 'GET offers approved',
      call: (cookie) => t.request('/api/admin/offers?state=approved', { cookie }),
      ok: 200,
    },
    {
      name: 'POST approve',
      call: async (cookie) =>
        t.request(`/api/admin/offers/${await createOffer(t, normal)}/approve`, { method: 'POST', cookie }),
      ok: 200,
    },
    {
      name: 'DELETE offer',
      call: async (cookie) =>
        t.request(`/api/admin/offers/${await createOffer(t, normal)}`, { method: 'DELETE', cookie }),
      ok: 204,
    },
    { name: 'GET contact messages', call: (cookie) => t.request('/api/admin/contact-messages', { cookie }), ok: 200 },
    {
      name: 'POST contact message handled',
      call: async (cookie) => {
        const [row] = await t.deps.db
          .insert(contactMessages)
          .values({ name: 'Eva', email: 'eva@exempel.se', subject: 'Hej', message: 'Fråga' })
          .returning({ id: contactMessages.id });
        return t.request(`/api/admin/contact-messages/${row.id}/handled`, { method: 'POST', cookie });
      },
      ok: 200,
    },
  ];

  for (const route of routes) {
    it(`${route.name}: anonymous 401, user 403, admin by password and by role ${route.ok}`, async () => {
      const expected: Record<Caller, number> = { anonymous: 401, user: 403, password: route.ok, role: route.ok };
      for (const who of Object.keys(expected) as Caller[]) {
        const res = await route.call(cookieFor(who));
        expect({ who, status: res.status }).toEqual({ who, status: expected[who] });
        if (res.status === 401) expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
        if (res.status === 403) expect((await res.json()).error.code).toBe('FORBIDDEN');
      }
    });
  }

  it('GET /api/admin/session tells each caller what it is', async () => {
    const seen: Record<string, unknown> = {};
    for (const who of ['anonymous', 'user', 'password', 'role'] as Caller[]) {
      seen[who] = await (await t.request('/api/admin/session', { cookie: cookieFor(who) })).json();
    }
    expect(seen).toEqual({
      anonymous: { admin: false, via: null },
      user: { admin: false, via: null },
      password: { admin: true, via: 'password' },
      role: { admin: true, via: 'role' },
    });
  });

  it('a revoked role loses access at once', async () => {
    const temp = await t.signUp('foundation');
    await t.makeAdmin(temp);
    expect((await t.request('/api/admin/offers', { cookie: temp.cookie })).status).toBe(200);
    await t.deps.database.query(`UPDATE users SET role = 'user' WHERE id = $1`, [temp.id]);
    expect((await t.request('/api/admin/offers', { cookie: temp.cookie })).status).toBe(403);
  });

  it('a mutation from a foreign origin is refused even for an admin', async () => {
    const id = await createOffer(t, normal);
    const res = await t.request(`/api/admin/offers/${id}/approve`, {
      method: 'POST',
      cookie: roleAdmin.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const [row] = await t.deps.db.select().from(offers).where(eq(offers.id, id));
    expect(row.isApproved).toBe(false);
  });
});

describe('moderation effects', () => {
  const publicIds = async (owner: TestUser) => {
    const res = await t.request(`/api/profiles/${owner.id}/offers`);
    return ((await res.json()) as { items: { id: string }[] }).items.map((o) => o.id);
  };
  const ownerIds = async (owner: TestUser) => {
    const res = await t.request(`/api/profiles/${owner.id}/offers`, { cookie: owner.cookie });
    return ((await res.json()) as { items: { id: string }[] }).items.map((o) => o.id);
  };

  it('lists pending and approved offers with owner username and a 150-character preview, newest first', async () => {
    const owner = await t.signUp('influencer');
    const long = 'Å'.repeat(100) + '😀'.repeat(100);
    const older = await createOffer(t, owner, { description: long, createdAt: new Date(Date.now() - 60_000) });
    const newer = await createOffer(t, owner);
    const res = await t.request('/api/admin/offers?state=pending&limit=200', { cookie: passwordCookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Array<Record<string, unknown>>; total: number };
    const ids = body.items.map((o) => o.id);
    expect(ids.indexOf(String(newer))).toBeLessThan(ids.indexOf(String(older)));
    const item = body.items.find((o) => o.id === String(older))!;
    expect(item).toMatchObject({
      type: 'influencer',
      organization: 'Testbolaget AB',
      username: owner.username,
      is_approved: false,
    });
    expect(Array.from(item.description as string)).toHaveLength(150);
    expect(item.description).toBe(Array.from(long).slice(0, 150).join(''));
    expect(item).not.toHaveProperty('email');
    expect(body.total).toBeGreaterThanOrEqual(2);
    const approved = (await (
      await t.request('/api/admin/offers?state=approved', { cookie: passwordCookie })
    ).json()) as {
      items: Array<{ id: string }>;
    };
    expect(approved.items.map((o) => o.id)).not.toContain(String(older));
    const bad = await t.request('/api/admin/offers?state=everything', { cookie: passwordCookie });
    expect(bad.status).toBe(400);
  });

  it('pages through a state with a cursor without skipping or repeating offers', async () => {
    const ctx = await createTestContext({ ADMIN_PASSWORD: PASSWORD });
    const owner = await ctx.signUp('business');
    const made: number[] = [];
    // several offers in the same transaction share created_at: the id breaks the tie
    await ctx.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++) {
        const [row] = await tx
          .insert(offers)
          .values({
            type: 'business',
            title: `Sida ${i} erbjudande`,
            organization: 'Org',
            description: 'x'.repeat(30),
            userId: owner.id,
          })
          .returning({ id: offers.id });
        made.push(row.id);
      }
    });
    const cookie = cookieOf(await adminLogin(ctx, PASSWORD));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/offers?state=pending&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await (await ctx.request(url, { cookie })).json()) as {
        items: { id: string }[];
        next_cursor: string | null;
        total: number;
      };
      expect(page.total).toBe(7);
      seen.push(...page.items.map((o) => o.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made.slice().reverse().map(String));
    expect((await ctx.request('/api/admin/offers?cursor=nonsense', { cookie })).status).toBe(400);
    await ctx.close();
  });

  it('approve makes the offer public at once and announces it on the realtime channel', async () => {
    const owner = await t.signUp('business');
    const id = await createOffer(t, owner);
    expect(await publicIds(owner)).not.toContain(String(id));
    expect(await ownerIds(owner)).toContain(String(id));
    const events: unknown[] = [];
    const stop = t.deps.hub.subscribe(normal.id, (e) => events.push(e));
    const res = await t.request(`/api/admin/offers/${id}/approve`, { method: 'POST', cookie: passwordCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: String(id), is_approved: true });
    expect(await publicIds(owner)).toContain(String(id));
    // another user's browser hears that a public list changed
    await expect
      .poll(() => events, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ type: 'offer_changed', id, public: true }));
    stop();
    // approving twice is harmless; an unknown or malformed id is 404
    expect(
      (await t.request(`/api/admin/offers/${id}/approve`, { method: 'POST', cookie: passwordCookie })).status,
    ).toBe(200);
    expect(
      (await t.request('/api/admin/offers/999999999/approve', { method: 'POST', cookie: passwordCookie })).status,
    ).toBe(404);
    expect((await t.request('/api/admin/offers/abc/approve', { method: 'POST', cookie: passwordCookie })).status).toBe(
      404,
    );
  });

  it('delete removes the offer everywhere, with its image and the favourites pointing at it', async () => {
    const owner = await t.signUp('business');
    const storage = t.deps.storage;
    const key = newImageKey();
    await storage.put(key, Buffer.from('RIFF----WEBPVP8 '), 'image/webp');
    const id = await createOffer(t, owner, { isApproved: true, logo: storage.publicUrl(key) });
    expect(await storage.get(key)).not.toBeNull();
    await t.deps.db.insert(favorites).values([
      { userId: normal.id, offerId: id },
      { userId: roleAdmin.id, offerId: id },
    ]);
    expect(await publicIds(owner)).toContain(String(id));
    const res = await t.request(`/api/admin/offers/${id}`, { method: 'DELETE', cookie: roleAdmin.cookie });
    expect(res.status).toBe(204);
    expect(await publicIds(owner)).not.toContain(String(id));
    expect(await ownerIds(owner)).not.toContain(String(id));
    expect(await t.deps.db.select().from(offers).where(eq(offers.id, id))).toHaveLength(0);
    expect(await t.deps.db.select().from(favorites).where(eq(favorites.offerId, id))).toHaveLength(0);
    expect(await storage.get(key)).toBeNull();
    const approved = (await (
      await t.request('/api/admin/offers?state=approved&limit=200', { cookie: roleAdmin.cookie })
    ).json()) as {
      items: { id: string }[];
    };
    expect(approved.items.map((o) => o.id)).not.toContain(String(id));
    expect((await t.request(`/api/admin/offers/${id}`, { method: 'DELETE', cookie: roleAdmin.cookie })).status).toBe(
      404,
    );
  });

  it('reject with a reason leaves a notice only the owner sees, until the owner dismisses it', async () => {
    const owner = await t.signUp('association');
    const id = await createOffer(t, owner, { title: 'Föreningens cup' });
    const tooLong = await t.request(`/api/admin/offers/${id}`, {
      method: 'DELETE',
      cookie: passwordCookie,
      json: { reason: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.message).toBe(ADMIN_TEXTS.reasonTooLong);
    expect(await ownerIds(owner)).toContain(String(id)); // nothing happened
    const res = await t.request(`/api/admin/offers/${id}`, {
      method: 'DELETE',
      cookie: passwordCookie,
      json: { reason: '  Erbjudandet saknar kontaktuppgifter.  ' },
    });
    expect(res.status).toBe(204);
    const notices = (await (await t.request('/api/me/notices', { cookie: owner.cookie })).json()) as {
      items: Array<{ id: string; offer_title: string; reason: string; offer_id: string }>;
    };
    expect(notices.items).toEqual([
      expect.objectContaining({
        offer_id: String(id),
        offer_title: 'Föreningens cup',
        reason: 'Erbjudandet saknar kontaktuppgifter.',
      }),
    ]);
    const noticeId = notices.items[0].id;
    // nobody else sees or dismisses it
    expect((await (await t.request('/api/me/notices', { cookie: normal.cookie })).json()).items).toEqual([]);
    expect((await t.request(`/api/me/notices/${noticeId}`, { method: 'DELETE', cookie: normal.cookie })).status).toBe(
      404,
    );
    expect((await t.request('/api/me/notices')).status).toBe(401);
    expect((await t.request(`/api/me/notices/${noticeId}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await (await t.request('/api/me/notices', { cookie: owner.cookie })).json()).items).toEqual([]);
  });

  it('delete without a reason leaves no notice; a malformed body is 400, not 500', async () => {
    const owner = await t.signUp('business');
    const id = await createOffer(t, owner);
    const bad = await t.request(`/api/admin/offers/${id}`, {
      method: 'DELETE',
      cookie: passwordCookie,
      body: '{"reason":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await t.request(`/api/admin/offers/${id}`, {
          method: 'DELETE',
          cookie: passwordCookie,
          json: { reason: '   ' },
        })
      ).status,
    ).toBe(204);
    expect((await (await t.request('/api/me/notices', { cookie: owner.cookie })).json()).items).toEqual([]);
  });
});

describe('contact messages', () => {
  it('lists newest first and marks one handled (once)', async () => {
    const ctx = await createTestContext({ ADMIN_PASSWORD: PASSWORD });
    for (const subject of ['Första', 'Andra']) {
      const res = await ctx.request('/api/contact', {
        method: 'POST',
        json: { name: 'Karin', email: 'karin@exempel.se', subject, message: 'Hej! En fråga om sponsring.' },
      });
      expect(res.status).toBe(201);
    }
    const cookie = cookieOf(await adminLogin(ctx, PASSWORD));
    const list = (await (await ctx.request('/api/admin/contact-messages', { cookie })).json()) as {
      items: Array<{ id: string; subject: string; handled_at: string | null; email: string }>;
    };
    expect(list.items.map((m) => m.subject)).toEqual(['Andra', 'Första']);
    expect(list.items[0]).toMatchObject({ email: 'karin@exempel.se', handled_at: null });
    const first = await ctx.request(`/api/admin/contact-messages/${list.items[1].id}/handled`, {
      method: 'POST',
      cookie,
    });
    expect(first.status).toBe(200);
    const handledAt = (await first.json()).handled_at as string;
    expect(handledAt).toEqual(expect.any(String));
    const again = await ctx.request(`/api/admin/contact-messages/${list.items[1].id}/handled`, {
      method: 'POST',
      cookie,
    });
    expect((await again.json()).handled_at).toBe(handledAt);
    expect((await ctx.request('/api/admin/contact-messages/424242/handled', { method: 'POST', cookie })).status).toBe(
      404,
    );
    await ctx.close();
  });
});
