// The notification centre through the API (issue 19): who may call each route, the list (newest activity
// first, paged, unread count), read marks, the settings per kind, saved searches and their matches, the
// unsubscribe link, and the events of other features that leave an entry (chat, moderation, reports).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postRaw, type TestContext, type TestUser } from '@test/support/harness.js';
import { insertOffer, validOfferBody } from '@test/support/test-offers.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@shared/notifications.js';
import type {
  TNotificationPage,
  TNotificationSettings,
  TSavedSearch,
  TSavedSearchList,
} from '@shared/schemas/notifications.response.js';
import { notify } from './notify.js';
import { pruneNotifications } from './delivery.js';
import { createUnsubscribeToken } from './unsubscribe.js';
import { matchSavedSearches } from './saved-searches.match.js';

const E = NOTIFICATION_TEXTS.errors;
let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await signUp();
  await t.makeAdmin(admin);
});
afterAll(() => t.close());

/** Sign-ups are limited per IP (every test request shares one); this file needs many users. */
async function signUp(type: Parameters<TestContext['signUp']>[0] = 'business', verified = true) {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type, { verified });
}
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const list = (me: TestUser, cursor?: string) =>
  t.request(`/api/me/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie: me.cookie });
const page = async (me: TestUser, cursor?: string) => json<TNotificationPage>(await list(me, cursor));
const markRead = (me: TestUser, body: unknown) =>
  t.request('/api/me/notifications/read', { method: 'POST', cookie: me.cookie, json: body });
const note = (user: TestUser, title: string, extra: Partial<Parameters<typeof notify>[1]> = {}) =>
  notify(t.deps.db, { userId: user.id, kind: 'offer_approved', title, link: '/my-pages', ...extra });

describe('who may call', () => {
  it('every route of a user needs a session (401 with the Swedish message)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/me/notifications'],
      ['POST', '/api/me/notifications/read', { all: true }],
      ['GET', '/api/me/notification-settings'],
      ['PUT', '/api/me/notification-settings', { settings: [{ kind: 'message', inApp: true, email: 'off' }] }],
      ['GET', '/api/me/saved-searches'],
      ['POST', '/api/me/saved-searches', { type: 'association' }],
      ['DELETE', '/api/me/saved-searches/1'],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(path, { method, json: body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the list', () => {
  it('shows only my entries, newest activity first, paged, with the unread count', async () => {
    const [me, other] = [await signUp(), await signUp()];
    for (let i = 1; i <= 23; i++) await note(me, `Notis ${i}`);
    await note(other, 'Inte min');
    const first = await page(me);
    expect(first.unread).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ title: 'Notis 23', kind: 'offer_approved', read: false, link: '/my-pages' });
    expect(first.nextCursor).not.toBeNull();
    const second = await page(me, first.nextCursor!);
    expect(second.items.map((i) => i.title)).toEqual(['Notis 3', 'Notis 2', 'Notis 1']);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].some((i) => i.title === 'Inte min')).toBe(false);
  });

  it('lifts a refreshed subject (a conversation with a new message) to the top', async () => {
    const me = await signUp();
    // PGlite's clock counts milliseconds: keep the three apart
    const tick = () => new Promise((r) => setTimeout(r, 5));
    await note(me, 'Samtal', { kind: 'message', subjectKey: 'conversation:x', link: '/chat/x' });
    await tick();
    await note(me, 'Godkänt');
    await tick();
    await note(me, 'Samtal, nytt meddelande', { kind: 'message', subjectKey: 'conversation:x', link: '/chat/x' });
    const { items, unread } = await page(me);
    expect(items.map((i) => i.title)).toEqual(['Samtal, nytt meddelande', 'Godkänt']);
    expect(unread).toBe(2);
  });

  it('answers a broken cursor with a Swedish 400', async () => {
    const me = await signUp();
    const res = await list(me, 'inte-en-markör');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'INVALID_CURSOR', message: E.cursor });
  });

  it('keeps entries 90 days: the prune job removes older ones', async () => {
    const me = await signUp();
    const old = await note(me, 'Gammal');
    await note(me, 'Ny');
    await t.deps.database.query(`UPDATE notifications SET updated_at = now() - interval '91 days' WHERE id = $1`, [
      old,
    ]);
    expect(await pruneNotifications(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect((await page(me)).items.map((i) => i.title)).toEqual(['Ny']);
  });

  it('is never cached', async () => {
    const me = await signUp();
    expect((await list(me)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('read marks', () => {
  it('marks the given entries read, only my own; then all', async () => {
    const [me, other] = [await signUp(), await signUp()];
    const a = await note(me, 'A');
    await note(me, 'B');
    const theirs = await note(other, 'Deras');
    const marked = await json<{ updated: number; unread: number }>(
      await markRead(me, { ids: [String(a), String(theirs)] }),
    );
    expect(marked).toEqual({ updated: 1, unread: 1 });
    expect((await page(other)).unread).toBe(1);
    expect((await page(me)).items.find((i) => i.title === 'A')?.read).toBe(true);
    expect(await json(await markRead(me, { all: true }))).toEqual({ updated: 1, unread: 0 });
    expect(await json(await markRead(me, { all: true }))).toEqual({ updated: 0, unread: 0 });
  });

  it('refuses a body that is neither ids nor all, and a body that is not JSON', async () => {
    const me = await signUp();
    for (const body of [{}, { all: false }, { all: true, ids: ['1'] }, { every: true }]) {
      const res = await markRead(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res), JSON.stringify(body)).toEqual({ code: 'VALIDATION_ERROR', message: E.markRead });
    }
    for (const body of [{ ids: [] }, { ids: 'x' }]) {
      expect(await errorOf(await markRead(me, body))).toEqual({ code: 'VALIDATION_ERROR', message: E.ids });
    }
    const res = await markRead(me, { ids: Array.from({ length: 201 }, (_, i) => String(i + 1)) });
    expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: E.ids });
    const form = await t.request('/api/me/notifications/read', {
      method: 'POST',
      cookie: me.cookie,
      body: 'all=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('settings', () => {
  const settingsOf = async (me: TestUser) =>
    json<TNotificationSettings>(await t.request('/api/me/notification-settings', { cookie: me.cookie }));
  const put = (me: TestUser, settings: unknown) =>
    t.request('/api/me/notification-settings', { method: 'PUT', cookie: me.cookie, json: { settings } });

  it('answers the defaults: messages and moderation at once, saved searches daily, every kind named in Swedish', async () => {
    const me = await signUp();
    const { settings } = await settingsOf(me);
    const byKind = Object.fromEntries(settings.map((s) => [s.kind, s]));
    expect(byKind.message).toEqual({ kind: 'message', label: 'Nya meddelanden', inApp: true, email: 'instant' });
    expect(byKind.offer_rejected?.email).toBe('instant');
    expect(byKind.saved_search?.email).toBe('daily');
    expect(settings).toHaveLength(Object.keys(DEFAULT_NOTIFICATION_SETTINGS).length);
  });

  it('stores my choice, and a kind hidden in the app leaves the list and the count', async () => {
    const [me, other] = [await signUp(), await signUp()];
    await note(me, 'Syns inte', { kind: 'report_handled' });
    await note(me, 'Syns');
    const answer = await json<TNotificationSettings>(
      await put(me, [
        { kind: 'report_handled', inApp: false, email: 'off' },
        { kind: 'message', inApp: true, email: 'daily' },
      ]),
    );
    expect(answer.settings.find((s) => s.kind === 'message')?.email).toBe('daily');
    expect((await settingsOf(me)).settings.find((s) => s.kind === 'report_handled')).toMatchObject({
      inApp: false,
      email: 'off',
    });
    expect((await settingsOf(other)).settings.find((s) => s.kind === 'message')?.email).toBe('instant');
    const { items, unread } = await page(me);
    expect(items.map((i) => i.title)).toEqual(['Syns']);
    expect(unread).toBe(1);
    // back to the default: the stored row goes
    await json(await put(me, [{ kind: 'message', inApp: true, email: 'instant' }]));
    const rows = await t.deps.database.query(`SELECT kind FROM notification_settings WHERE user_id = $1`, [me.id]);
    expect(rows).toEqual([{ kind: 'report_handled' }]);
  });

  it('refuses an unknown kind or mode with Swedish messages', async () => {
    const me = await signUp();
    expect(await errorOf(await put(me, [{ kind: 'nope', inApp: true, email: 'off' }]))).toEqual({
      code: 'VALIDATION_ERROR',
      message: E.kind,
    });
    expect(await errorOf(await put(me, [{ kind: 'message', inApp: true, email: 'weekly' }]))).toEqual({
      code: 'VALIDATION_ERROR',
      message: E.email,
    });
    expect(await errorOf(await put(me, []))).toEqual({ code: 'VALIDATION_ERROR', message: E.settings });
  });
});

describe('saved searches', () => {
  const save = (me: TestUser, body: unknown) =>
    t.request('/api/me/saved-searches', { method: 'POST', cookie: me.cookie, json: body });
  const mine = async (me: TestUser) =>
    (await json<TSavedSearchList>(await t.request('/api/me/saved-searches', { cookie: me.cookie }))).items;

  it('saves (once), lists only mine and deletes; another user gets 404', async () => {
    const [me, other] = [await signUp(), await signUp()];
    const body = { type: 'association', q: 'fotboll', tags: ['Ungdom'], location: 'Malmö' };
    const { item } = await json<{ item: TSavedSearch }>(await save(me, body), 201);
    expect(item).toMatchObject({
      type: 'association',
      q: 'fotboll',
      tags: ['ungdom'],
      location: 'Malmö',
      newMatches: 0,
    });
    expect((await json<{ item: TSavedSearch }>(await save(me, body), 200)).item.id).toBe(item.id);
    expect((await mine(me)).map((s) => s.id)).toEqual([item.id]);
    expect(await mine(other)).toEqual([]);
    const theirs = await t.request(`/api/me/saved-searches/${item.id}`, { method: 'DELETE', cookie: other.cookie });
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toEqual({ code: 'NOT_FOUND', message: E.savedSearchNotFound });
    expect((await t.request(`/api/me/saved-searches/${item.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(
      204,
    );
    expect(await mine(me)).toEqual([]);
    expect((await t.request('/api/me/saved-searches/abc', { method: 'DELETE', cookie: me.cookie })).status).toBe(404);
  });

  it('refuses a search without a valid type, and more than 50', async () => {
    const me = await signUp();
    expect(await errorOf(await save(me, { type: 'alien', q: 'x' }))).toEqual({
      code: 'VALIDATION_ERROR',
      message: E.savedSearchType,
    });
    expect(await errorOf(await save(me, { type: 'business', q: 'x'.repeat(201) }))).toEqual({
      code: 'VALIDATION_ERROR',
      message: E.savedSearchQ,
    });
    for (let i = 0; i < 50; i++) {
      await t.deps.database.query(`INSERT INTO saved_searches (user_id, type, q) VALUES ($1, 'business', $2)`, [
        me.id,
        `s${i}`,
      ]);
    }
    const res = await save(me, { type: 'business', q: 'en till' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'LIMIT_REACHED', message: E.savedSearchLimit });
  });

  it('an approved offer notifies the searches it matches (type, text, tags, place) and counts new matches', async () => {
    const [owner, fits, wrongText, wrongTag, wrongPlace, wrongType, anyText] = [
      await signUp('association'),
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
    ];
    const body = { type: 'association', q: 'fotbollslag', tags: ['Ungdom'], location: 'malmo' };
    const fitsId = (await json<{ item: TSavedSearch }>(await save(fits, body), 201)).item.id;
    await json(await save(wrongText, { ...body, q: 'schack' }), 201);
    await json(await save(wrongTag, { ...body, tags: ['seniorer'] }), 201);
    await json(await save(wrongPlace, { ...body, location: 'Luleå' }), 201);
    await json(await save(wrongType, { ...body, type: 'business' }), 201);
    await json(await save(anyText, { type: 'association' }), 201);
    const offerId = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Fotbollslaget söker sponsor',
      tags: ['Ungdom', 'Idrott'],
      location: 'Malmö',
      isApproved: false,
      userId: owner.id,
    });
    await json(await t.request(`/api/admin/offers/${offerId}/approve`, { method: 'POST', cookie: admin.cookie }));
    // the approval enqueued the match in its transaction; the worker runs this
    const jobs = await t.deps.database.query<{ data: { offerId: number } }>(
      `SELECT data FROM ${t.deps.jobs.schema}.job WHERE name = 'saved-searches.match' AND data->>'offerId' = $1`,
      [offerId],
    );
    expect(jobs).toHaveLength(1);
    expect(await matchSavedSearches(t.deps.db, Number(offerId))).toBe(2);
    // a second run matches nothing anew
    expect(await matchSavedSearches(t.deps.db, Number(offerId))).toBe(0);
    const entry = (await page(fits)).items[0];
    expect(entry).toMatchObject({
      kind: 'saved_search',
      link: `/sponsorship/${offerId}`,
      body: 'Fotbollslaget söker sponsor',
    });
    expect((await page(anyText)).items[0]?.kind).toBe('saved_search');
    for (const u of [wrongText, wrongTag, wrongPlace, wrongType]) expect((await page(u)).items).toEqual([]);
    expect((await mine(fits)).find((s) => s.id === fitsId)?.newMatches).toBe(1);
    // reading the entry: the count starts again
    await json(await markRead(fits, { all: true }));
    expect((await mine(fits))[0]?.newMatches).toBe(0);
    // the owner was told their offer is approved
    expect((await page(owner)).items[0]).toMatchObject({ kind: 'offer_approved', link: `/sponsorship/${offerId}` });
  });
});

describe('entries from other features', () => {
  it('a chat message: one entry per conversation, linked to it, read with the conversation', async () => {
    const [a, b] = [await signUp(), await signUp()];
    const send = (text: string) =>
      t.request(`/api/messages/${a.id}`, { method: 'POST', cookie: b.cookie, json: { text } });
    await json(await send('Hej!'), 201);
    await json(await send('Är du där?'), 201);
    const { items, unread } = await page(a);
    expect(unread).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'message',
      title: NOTIFICATION_TEXTS.messageTitle(b.username),
      body: 'Är du där?',
      link: `/chat/${b.id}`,
    });
    expect((await page(b)).items).toEqual([]);
    await json(await t.request(`/api/messages/${b.id}/read`, { method: 'POST', cookie: a.cookie }));
    expect((await page(a)).unread).toBe(0);
    await json(await send('Ny fråga'), 201);
    expect((await page(a)).items.map((i) => i.read)).toEqual([false, true]);
  });

  it('an admin removing an offer with a reason tells the owner the reason', async () => {
    const owner = await signUp('association');
    const id = await insertOffer(t.deps.database, { type: 'association', title: 'Borttaget', userId: owner.id });
    await t.request(`/api/admin/offers/${id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { reason: 'Fel kategori.' },
    });
    expect((await page(owner)).items[0]).toMatchObject({
      kind: 'offer_rejected',
      title: NOTIFICATION_TEXTS.offerRemoved('Borttaget'),
      body: 'Fel kategori.',
    });
  });

  it('an edit approved, an edit rejected with its reason', async () => {
    const owner = await signUp('association');
    const created = await json<{ id: string }>(
      await t.request('/api/offers', { method: 'POST', cookie: owner.cookie, json: validOfferBody('association') }),
      201,
    );
    await json(await t.request(`/api/admin/offers/${created.id}/approve`, { method: 'POST', cookie: admin.cookie }));
    const edit = (title: string) =>
      t.request(`/api/offers/${created.id}`, { method: 'PATCH', cookie: owner.cookie, json: { title } });
    await json(await edit('Ny titel som granskas'));
    await json(
      await t.request(`/api/admin/offer-edits/${created.id}/approve`, { method: 'POST', cookie: admin.cookie }),
    );
    expect((await page(owner)).items[0]).toMatchObject({
      kind: 'edit_approved',
      title: NOTIFICATION_TEXTS.editApproved('Ny titel som granskas'),
    });
    await json(await edit('En titel som inte godkänns'));
    await json(
      await t.request(`/api/admin/offer-edits/${created.id}/reject`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { reason: 'Titeln är missvisande.' },
      }),
    );
    expect((await page(owner)).items[0]).toMatchObject({ kind: 'edit_rejected', body: 'Titeln är missvisande.' });
  });

  it('a handled report tells the reporter', async () => {
    const reporter = await signUp();
    const id = await insertOffer(t.deps.database, { type: 'business', title: 'Tveksamt erbjudande' });
    const report = await json<{ id: string }>(
      await t.request('/api/reports', {
        method: 'POST',
        cookie: reporter.cookie,
        json: { targetType: 'offer', targetId: id, reason: 'fraud' },
      }),
      201,
    );
    await json(
      await t.request(`/api/admin/reports/${report.id}/resolve`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { action: 'dismiss' },
      }),
    );
    expect((await page(reporter)).items[0]?.kind).toBe('report_handled');
  });
});

describe('unsubscribe', () => {
  const url = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

  it('GET shows a Swedish page with a button and changes nothing', async () => {
    const me = await signUp();
    const res = await t.app.request(url(createUnsubscribeToken(t.env.AUTH_SECRET, me.id, 'message')));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Nya meddelanden');
    expect(html).toContain('<form method="post"');
    const rows = await t.deps.database.query(`SELECT 1 FROM notification_settings WHERE user_id = $1`, [me.id]);
    expect(rows).toEqual([]);
  });

  it('POST without cookie or Origin, form-encoded as mail programs send it, turns that kind of mail off', async () => {
    const me = await signUp();
    const res = await t.app.request(url(createUnsubscribeToken(t.env.AUTH_SECRET, me.id, 'message')), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'message', message: NOTIFICATION_TEXTS.unsubscribed('Nya meddelanden') });
    const { settings } = await json<TNotificationSettings>(
      await t.request('/api/me/notification-settings', { cookie: me.cookie }),
    );
    expect(settings.find((s) => s.kind === 'message')).toMatchObject({ inApp: true, email: 'off' });
    expect(settings.find((s) => s.kind === 'offer_approved')?.email).toBe('instant');
  });

  it('the digest token turns off every kind mailed daily', async () => {
    const me = await signUp();
    await t.app.request(url(createUnsubscribeToken(t.env.AUTH_SECRET, me.id, 'digest')), { method: 'POST' });
    const { settings } = await json<TNotificationSettings>(
      await t.request('/api/me/notification-settings', { cookie: me.cookie }),
    );
    expect(settings.find((s) => s.kind === 'saved_search')?.email).toBe('off');
    expect(settings.find((s) => s.kind === 'message')?.email).toBe('instant');
  });

  it('refuses a forged, altered or missing token with a Swedish 400', async () => {
    const me = await signUp();
    const good = createUnsubscribeToken(t.env.AUTH_SECRET, me.id, 'message');
    const forged = createUnsubscribeToken('another-secret-another-secret-0123456789', me.id, 'message');
    const otherKind = `${Buffer.from(`${me.id}\noffer_approved`).toString('base64url')}.${good.split('.')[1]}`;
    for (const token of [forged, otherKind, 'abc', `${good}x`]) {
      const res = await t.app.request(url(token), { method: 'POST' });
      expect(res.status, token).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_TOKEN', message: E.token });
    }
    const missing = await t.app.request('/api/unsubscribe', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect((await t.app.request(url(forged))).status).toBe(400);
  });

  it('is still a JSON route for other mutations: the Origin rule holds elsewhere', async () => {
    const me = await signUp();
    const res = await postRaw(t, '/api/me/notifications/read', '{"all":true}', 'application/json');
    expect(res.status).toBe(401);
    const foreign = await t.request('/api/me/notifications/read', {
      method: 'POST',
      cookie: me.cookie,
      json: { all: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
