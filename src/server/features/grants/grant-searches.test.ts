// Saved catalogue searches (issue 24 §2): a /stiftelser search with its filters is saved like an explore
// search, refused in Swedish when its filters are not the catalogue's, and a programme the admin publishes
// notifies (kind grant_new, once per search and programme) exactly the searches whose text and filters fit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { createGrant, grantBody } from '@test/support/test-grants.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import type {
  TNotificationPage,
  TNotificationSettings,
  TSavedSearch,
  TSavedSearchCreated,
  TSavedSearchList,
} from '@shared/schemas/notifications.response.js';
import { matchGrantSearches } from './grant-searches.match.js';

const E = NOTIFICATION_TEXTS.errors;
const TODAY = '2026-11-26';
let t: TestContext;
let foundation: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  foundation = await t.signUp('foundation');
  admin = await t.signUp('business');
  await t.makeAdmin(admin);
});
afterAll(() => t.close());

const signUp = async () => {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp('association');
};
const save = (me: TestUser | null, body: unknown) =>
  t.request('/api/me/saved-searches', { method: 'POST', cookie: me?.cookie, json: body });
const saved = async (me: TestUser, body: unknown) => {
  const res = await save(me, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as TSavedSearchCreated).item;
};
const mine = async (me: TestUser) =>
  ((await (await t.request('/api/me/saved-searches', { cookie: me.cookie })).json()) as TSavedSearchList).items;
const notes = async (me: TestUser) =>
  ((await (await t.request('/api/me/notifications', { cookie: me.cookie })).json()) as TNotificationPage).items;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const approve = (id: string) => t.request(`/api/admin/grants/${id}/approve`, { method: 'POST', cookie: admin.cookie });

/** a search that fits the programme below in every filter */
const FITS = {
  type: 'grant',
  q: 'läsecirkel',
  tags: ['social'],
  location: 'Skåne län',
  filters: { applicant: 'association', amount: 10_000, open: true },
};
/** a programme for all of Sweden, open until a date ten days after TODAY */
const PROGRAMME = {
  name: 'Bidrag till läsecirklar på bibliotek',
  areas: ['social', 'kultur'],
  regions: ['Hela Sverige'],
  applicant_types: ['association', 'individual'],
  amount_min: 5000,
  amount_max: 50_000,
  deadline_kind: 'date',
  deadline_date: '2026-12-06',
};

describe(`saved catalogue searches (${testDatabaseKind})`, () => {
  it('saves a /stiftelser search with its filters once; refuses filters that are not the catalogue’s', async () => {
    const me = await signUp();
    expect((await save(null, FITS)).status).toBe(401);
    const item = await saved(me, FITS);
    expect(item).toMatchObject({ type: 'grant', q: 'läsecirkel', tags: ['social'], location: 'Skåne län' });
    expect(item.filters).toEqual({ applicant: 'association', amount: 10_000, open: true });
    // the same search, its filters in another order, is the stored one
    const again = await save(me, { ...FITS, filters: { open: true, amount: 10_000, applicant: 'association' } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as TSavedSearchCreated).item.id).toBe(item.id);
    expect((await mine(me)).map((s) => s.id)).toEqual([item.id]);
    const bad: [unknown, string][] = [
      [{ ...FITS, tags: ['badminton'] }, E.savedSearchAreas],
      [{ ...FITS, location: 'Malmö' }, E.savedSearchRegion],
      [{ ...FITS, filters: { applicant: 'alien' } }, E.savedSearchFilters],
      [{ ...FITS, filters: { amount: -1 } }, E.savedSearchFilters],
      [{ ...FITS, filters: { sort: 'newest' } }, E.savedSearchFilters],
      [{ type: 'association', q: 'fotboll', filters: { open: true } }, E.savedSearchFilters],
      [{ ...FITS, type: 'stiftelse' }, E.savedSearchType],
    ];
    for (const [body, message] of bad) {
      const res = await save(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    // an explore search still answers filters {}
    const offers = await saved(me, { type: 'business', q: 'fotboll' });
    expect(offers.filters).toEqual({});
    // (this user's searches would otherwise be told about the programmes of the tests below)
    for (const id of [item.id, offers.id])
      expect((await t.request(`/api/me/saved-searches/${id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(
        204,
      );
  });

  it('a published programme notifies exactly the searches that fit, once; reading the entry resets the count', async () => {
    const users = {
      fits: await signUp(),
      anyGrant: await signUp(),
      wrongText: await signUp(),
      wrongArea: await signUp(),
      skaneAll: await signUp(),
      wrongApplicant: await signUp(),
      wrongAmount: await signUp(),
      soonTooFar: await signUp(),
      offersOnly: await signUp(),
    };
    const fitsId = (await saved(users.fits, FITS)).id;
    await saved(users.anyGrant, { type: 'grant' });
    await saved(users.wrongText, { ...FITS, q: 'schack' });
    await saved(users.wrongArea, { ...FITS, tags: ['miljö'] });
    await saved(users.wrongApplicant, { ...FITS, filters: { applicant: 'business' } });
    await saved(users.wrongAmount, { ...FITS, filters: { amount: 80_000 } });
    await saved(users.offersOnly, { type: 'association', q: 'läsecirkel' });
    // 'inom 30 dagar' holds for a date 10 days on; the same search with a far date does not (below)
    await saved(users.soonTooFar, { ...FITS, filters: { soon: true } });
    // the foundation's own search is not told about its own programme
    await saved(foundation, { type: 'grant' });
    const grant = await createGrant(t, foundation, PROGRAMME);
    const far = await createGrant(t, foundation, {
      ...PROGRAMME,
      name: 'Läsecirklar långt fram',
      deadline_date: '2027-06-01',
    });
    // a programme for one county only: the Skåne search does not see one for Norrbotten
    const county = await createGrant(t, foundation, {
      ...PROGRAMME,
      name: 'Läsecirklar i norr',
      regions: ['Norrbottens län'],
    });
    await saved(users.skaneAll, { ...FITS, filters: {} });

    // nothing is matched before the admin publishes it
    expect(await matchGrantSearches(t.deps.db, Number(grant.id), TODAY)).toBe(0);
    expect((await approve(grant.id)).status).toBe(200);
    const jobs = await t.deps.database.query<{ data: { grantId: number } }>(
      `SELECT data FROM ${t.deps.jobs.schema}.job WHERE name = 'grants.match-searches' AND (data->>'grantId')::int = $1`,
      [Number(grant.id)],
    );
    expect(jobs).toHaveLength(1);
    // fits, anyGrant, soonTooFar (10 days is within 30) and skaneAll (Hela Sverige covers Skåne)
    expect(await matchGrantSearches(t.deps.db, Number(grant.id), TODAY)).toBe(4);
    expect(await matchGrantSearches(t.deps.db, Number(grant.id), TODAY)).toBe(0);
    const [entry] = await notes(users.fits);
    expect(entry).toMatchObject({
      kind: 'grant_new',
      title: NOTIFICATION_TEXTS.grantSearchMatch(1),
      body: `${PROGRAMME.name} (Stiftelsen Testfonden)`,
      link: `/stiftelser/${grant.id}`,
    });
    for (const u of [users.wrongText, users.wrongArea, users.wrongApplicant, users.wrongAmount, users.offersOnly])
      expect(await notes(u)).toEqual([]);
    expect((await notes(foundation)).filter((n) => n.kind === 'grant_new')).toEqual([]);

    await approve(far.id);
    await approve(county.id);
    expect(await matchGrantSearches(t.deps.db, Number(far.id), TODAY)).toBe(3);
    expect(await matchGrantSearches(t.deps.db, Number(county.id), TODAY)).toBe(1);
    expect(await notes(users.soonTooFar)).toHaveLength(1);
    expect(await notes(users.skaneAll)).toHaveLength(1);
    // two programmes for the fitting search: one entry, counting both
    const fitsNotes = await notes(users.fits);
    expect(fitsNotes).toHaveLength(1);
    expect(fitsNotes[0]!.title).toBe(NOTIFICATION_TEXTS.grantSearchMatch(2));
    expect((await mine(users.fits)).find((s: TSavedSearch) => s.id === fitsId)?.newMatches).toBe(2);
    const read = await t.request('/api/me/notifications/read', {
      method: 'POST',
      cookie: users.fits.cookie,
      json: { all: true },
    });
    expect(read.status).toBe(200);
    expect((await mine(users.fits)).find((s) => s.id === fitsId)?.newMatches).toBe(0);
    // alerts about new programmes are mailed in the daily digest unless the user chooses otherwise
    const settings = (await (
      await t.request('/api/me/notification-settings', { cookie: users.fits.cookie })
    ).json()) as TNotificationSettings;
    expect(settings.settings.find((s) => s.kind === 'grant_new')).toMatchObject({ inApp: true, email: 'daily' });
  });

  it('an edited programme published again tells only searches it had not matched; a closed one not the open ones', async () => {
    const before = await signUp();
    await saved(before, { type: 'grant', q: 'läsecirkel' });
    const grant = await createGrant(t, foundation, { ...PROGRAMME, name: 'Läsecirklar för unga' });
    await approve(grant.id);
    expect(await matchGrantSearches(t.deps.db, Number(grant.id), TODAY)).toBeGreaterThanOrEqual(1);
    const edit = await t.request(`/api/grants/${grant.id}`, {
      method: 'PATCH',
      cookie: foundation.cookie,
      json: grantBody({ ...PROGRAMME, name: 'Läsecirklar för unga, ny' }),
    });
    expect(edit.status).toBe(200);
    const later = await signUp();
    await saved(later, { type: 'grant', q: 'läsecirkel' });
    const openOnly = await signUp();
    await saved(openOnly, { type: 'grant', filters: { open: true } });
    await approve(grant.id);
    // re-approval enqueued a second match; 'before' is not told twice
    const matched = await matchGrantSearches(t.deps.db, Number(grant.id), '2026-12-07');
    expect(matched).toBeGreaterThanOrEqual(1);
    expect(await notes(before)).toHaveLength(1);
    expect(await notes(later)).toHaveLength(1);
    // on 7 December the programme's date has passed: 'Öppen nu' does not fit
    expect(await notes(openOnly)).toEqual([]);
  });

  it('the matches are in the GDPR export and go with the saved search', async () => {
    const me = await signUp();
    const item = await saved(me, { type: 'grant', q: 'läsecirkel' });
    const grant = await createGrant(t, foundation, { ...PROGRAMME, name: 'Läsecirklar i export' });
    await approve(grant.id);
    expect(await matchGrantSearches(t.deps.db, Number(grant.id), TODAY)).toBeGreaterThanOrEqual(1);
    const exported = (await (await t.request('/api/me/export', { cookie: me.cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(exported)).toContain('grant_search_matches');
    const rows = await t.deps.database.query('SELECT 1 FROM grant_search_matches WHERE saved_search_id = $1', [
      item.id,
    ]);
    expect(rows).toHaveLength(1);
    const del = await t.request(`/api/me/saved-searches/${item.id}`, { method: 'DELETE', cookie: me.cookie });
    expect(del.status).toBe(204);
    expect(
      await t.deps.database.query('SELECT 1 FROM grant_search_matches WHERE saved_search_id = $1', [item.id]),
    ).toEqual([]);
  });
});
