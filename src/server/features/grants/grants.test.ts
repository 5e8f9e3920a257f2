// Grant programmes (issue 24 §1): who publishes, edits and sees what, admin approval, the catalogue's search,
// filters and deadline order (across a year boundary, yearly and löpande), and the preview tags and sitemap.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app.js';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { createApprovedGrant, createGrant, grantBody } from '@test/support/test-grants.js';
import { GRANT_TEXTS } from '@shared/grant-texts.js';
import { ZListGrantsQuery } from '@shared/schemas/grant.js';
import type { TGrant, TGrantItems, TGrantList } from '@shared/schemas/grant.response.js';
import { findGrants } from './grants.list.js';

let t: TestContext;
let foundation: TestUser;
let other: TestUser;
let association: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  foundation = await t.signUp('foundation');
  other = await t.signUp('foundation');
  association = await t.signUp('association');
  admin = await t.signUp('business');
  await t.makeAdmin(admin);
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe(`grant programmes (${testDatabaseKind})`, () => {
  it('only a signed-in foundation publishes, and a programme waits for approval', async () => {
    expect((await t.request('/api/grants', { method: 'POST', json: grantBody() })).status).toBe(401);
    const res = await t.request('/api/grants', { method: 'POST', cookie: association.cookie, json: grantBody() });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(GRANT_TEXTS.errors.foundationOnly);
    const grant = await createGrant(t, foundation);
    expect(grant.is_approved).toBe(false);
    expect(grant.deadline_kind).toBe('rolling');
    expect(grant.is_open).toBe(true);
  });

  it('validates the form in Swedish: deadline of its kind, amounts in order, an external link, no 29 February', async () => {
    const post = (o: Record<string, unknown>) =>
      t.request('/api/grants', { method: 'POST', cookie: foundation.cookie, json: grantBody(o) });
    expect((await errorOf(await post({ deadline_kind: 'date' }))).message).toBe(GRANT_TEXTS.errors.deadlineDate);
    expect((await errorOf(await post({ deadline_kind: 'yearly', deadline_month: 2, deadline_day: 29 }))).message).toBe(
      GRANT_TEXTS.errors.deadlineYearly,
    );
    expect((await errorOf(await post({ amount_min: 9, amount_max: 1 }))).message).toBe(GRANT_TEXTS.errors.amountOrder);
    expect((await errorOf(await post({ apply_mode: 'external', apply_url: 'nej' }))).message).toBe(
      GRANT_TEXTS.errors.applyUrl,
    );
    expect((await post({ areas: ['badminton'] })).status).toBe(400);
  });

  it('a pending programme is seen by its owner and an admin only; an admin approves it', async () => {
    const grant = await createGrant(t, foundation, { name: 'Väntande utlysning för test' });
    expect((await t.request(`/api/grants/${grant.id}`)).status).toBe(404);
    expect((await t.request(`/api/grants/${grant.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/grants/${grant.id}`, { cookie: foundation.cookie })).status).toBe(200);
    expect((await t.request(`/api/grants/${grant.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('/api/grants/abc')).status).toBe(404);

    const pending = (await (
      await t.request('/api/admin/grants?state=pending', { cookie: admin.cookie })
    ).json()) as TGrantItems;
    expect(pending.items.map((g) => g.id)).toContain(grant.id);
    expect((await t.request('/api/admin/grants', { cookie: foundation.cookie })).status).toBe(403);
    expect(
      (await t.request(`/api/admin/grants/${grant.id}/approve`, { method: 'POST', cookie: foundation.cookie })).status,
    ).toBe(403);
    const approved = await t.request(`/api/admin/grants/${grant.id}/approve`, { method: 'POST', cookie: admin.cookie });
    expect(approved.status).toBe(200);
    expect((await t.request(`/api/grants/${grant.id}`)).status).toBe(200);
    // the foundation is told, once, with a link to the programme
    await t.request(`/api/admin/grants/${grant.id}/approve`, { method: 'POST', cookie: admin.cookie });
    const told = await t.deps.database.query<{ kind: string; title: string; link: string }>(
      `SELECT kind, title, link FROM notifications WHERE user_id = $1 AND kind = 'grant_approved'`,
      [foundation.id],
    );
    expect(told.filter((n) => n.link === `/stiftelser/${grant.id}`)).toEqual([
      {
        kind: 'grant_approved',
        title: 'Er utlysning "Väntande utlysning för test" är godkänd och syns i Stiftelsesök',
        link: `/stiftelser/${grant.id}`,
      },
    ]);
  });

  it('the owner edits (back to review) and deletes; another foundation gets 404', async () => {
    const grant = await createApprovedGrant(t, foundation, { name: 'Utlysning som ändras' });
    const edit = (user: TestUser) =>
      t.request(`/api/grants/${grant.id}`, {
        method: 'PATCH',
        cookie: user.cookie,
        json: grantBody({ name: 'Ändrad utlysning' }),
      });
    expect((await edit(other)).status).toBe(404);
    const res = await edit(foundation);
    expect(res.status).toBe(200);
    const edited = (await res.json()) as TGrant;
    expect(edited).toMatchObject({ name: 'Ändrad utlysning', is_approved: false });
    expect((await t.request(`/api/grants/${grant.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/grants/${grant.id}`, { method: 'DELETE', cookie: foundation.cookie })).status).toBe(
      204,
    );
    expect((await t.request(`/api/grants/${grant.id}`, { cookie: foundation.cookie })).status).toBe(404);
  });
});

describe(`the catalogue (${testDatabaseKind})`, () => {
  let ids: Record<string, string>;
  const today = '2026-12-20';
  const list = async (q: Record<string, string>, at = today) =>
    (await findGrants({ db: t.deps.db, query: ZListGrantsQuery.parse(q), today: at })).items
      .map((g) => g.name)
      .filter((n) => n.startsWith('K:'));

  beforeAll(async () => {
    const owner = await t.signUp('foundation');
    const make = async (name: string, o: Record<string, unknown>) =>
      (await createApprovedGrant(t, owner, { name, ...o })).id;
    ids = {
      newYearsEve: await make('K: nyårsafton', {
        deadline_kind: 'date',
        deadline_date: '2026-12-31',
        areas: ['kultur'],
      }),
      passed: await make('K: passerad', { deadline_kind: 'date', deadline_date: '2026-12-01' }),
      january: await make('K: årlig januari', {
        deadline_kind: 'yearly',
        deadline_month: 1,
        deadline_day: 10,
        regions: ['Västerbottens län'],
        applicant_types: ['influencer'],
      }),
      december: await make('K: årlig december', {
        deadline_kind: 'yearly',
        deadline_month: 12,
        deadline_day: 1,
        amount_min: 100000,
        amount_max: 500000,
      }),
      rolling: await make('K: löpande', {
        deadline_kind: 'rolling',
        regions: ['Skåne län'],
        purpose: 'Vi stödjer klubbar för fotboll i Skåne, särskilt lag för flickor och unga kvinnor.',
      }),
    };
    await createGrant(t, owner, { name: 'K: ej godkänd' });
  });

  it('sorts by the nearest deadline across the year boundary: open dated first, then löpande, passed last', async () => {
    expect(await list({})).toEqual([
      'K: nyårsafton',
      'K: årlig januari',
      'K: årlig december',
      'K: löpande',
      'K: passerad',
    ]);
    const [grant] = (await findGrants({ db: t.deps.db, query: ZListGrantsQuery.parse({ q: 'årlig januari' }), today }))
      .items;
    expect(grant).toMatchObject({ name: 'K: årlig januari', next_deadline: '2027-01-10', is_open: true });
  });

  it("a yearly deadline moves to next year once this year's has passed; a one-off one closes", async () => {
    const at = async (day: string) =>
      (await findGrants({ db: t.deps.db, query: ZListGrantsQuery.parse({}), today: day })).items.filter((g) =>
        g.name.startsWith('K:'),
      );
    const byName = (gs: TGrant[], n: string) => gs.find((g) => g.name === n)!;
    const before = await at('2026-11-30');
    expect(byName(before, 'K: årlig december').next_deadline).toBe('2026-12-01');
    expect(byName(before, 'K: passerad').is_open).toBe(true);
    const on = await at('2026-12-01');
    expect(byName(on, 'K: årlig december').next_deadline).toBe('2026-12-01');
    const after = await at('2026-12-02');
    expect(byName(after, 'K: årlig december').next_deadline).toBe('2027-12-01');
    expect(byName(after, 'K: passerad').is_open).toBe(false);
    expect(byName(after, 'K: löpande')).toMatchObject({ next_deadline: null, is_open: true });
  });

  it("'Öppen nu' leaves out passed one-offs; 'inom 30 dagar' keeps deadlines up to the date, not löpande", async () => {
    expect(await list({ open: 'true' })).toEqual([
      'K: nyårsafton',
      'K: årlig januari',
      'K: årlig december',
      'K: löpande',
    ]);
    expect(await list({ deadlineBefore: '2027-01-19' })).toEqual(['K: nyårsafton', 'K: årlig januari']);
  });

  it('filters by area, region (Hela Sverige included), applicant type and amount', async () => {
    expect(await list({ area: 'kultur' })).toEqual(['K: nyårsafton']);
    expect(await list({ region: 'Västerbottens län' })).toEqual([
      'K: nyårsafton',
      'K: årlig januari',
      'K: årlig december',
      'K: passerad',
    ]);
    expect(await list({ applicant: 'influencer' })).toEqual(['K: årlig januari']);
    expect(await list({ amount: '200000' })).toEqual(['K: årlig december']);
  });

  it('searches in Swedish: a compound query finds its parts, without å/ä/ö', async () => {
    expect(await list({ q: 'fotbollsklubb' })).toEqual(['K: löpande']);
    expect(await list({ q: 'flickfotboll skane' })).toEqual(['K: löpande']);
    expect(await list({ q: 'fotbollsklubb', open: 'true', region: 'Skåne län' })).toEqual(['K: löpande']);
  });

  it('the public route answers the list and refuses an unknown filter in Swedish', async () => {
    const res = await t.request('/api/grants?q=fotbollsklubb&open=true');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TGrantList;
    expect(body.items.map((g) => g.id)).toEqual([ids.rolling]);
    const bad = await t.request('/api/grants?region=Norrland');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Okänd region.');
  });

  it('a programme page has its preview tags, an unpublished one is 404, and the sitemap lists the approved', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'samverka-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), readFileSync(path.resolve('index.html'), 'utf8'));
    const app = createApp(t.deps, { clientDir });
    const page = await app.request(`/stiftelser/${ids.rolling}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="K: löpande – Stiftelsen Testfonden | Samverka" />');
    expect(html).toContain('Vi stödjer klubbar för fotboll i Skåne');
    expect((await app.request('/stiftelser/999999')).status).toBe(404);
    expect((await app.request('/stiftelser/ny')).status).toBe(200);
    const catalogue = await (await app.request('/stiftelser')).text();
    expect(catalogue).toContain('<link rel="canonical" href="http://localhost:3000/stiftelser" />');
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/stiftelser/${ids.rolling}</loc>`);
    expect(sitemap).toContain('/stiftelser</loc>');
  });
});
