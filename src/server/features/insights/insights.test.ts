// Insights (issue 20): views once per viewer and day, no address stored, bots ignored, favourites and
// contact starts counted, the statistics' permission matrix, the offer_stats event, and declared
// audiences whose percentages must sum to 100 — on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { validOfferBody } from '@test/support/test-offers.js';
import type { OfferType } from '@shared/constants.js';
import type { TOffer } from '@shared/schemas/offer.js';
import type { TAudience, TAudienceAnswer, TOfferStats, TOwnOfferTotals } from '@shared/schemas/insights.response.js';
import type { RealtimeEvent } from '@server/infra/realtime/hub.js';
import { INSIGHTS_TEXTS } from '@shared/insights-texts.js';
import { TEXTS } from '@shared/texts.js';
import { pruneOfferViewers, stockholmDay, VIEWER_RETENTION_DAYS } from './views.service.js';
import { countyOf } from './region.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ADDRESS = '203.0.113.77';

let t: TestContext;
beforeAll(async () => {
  // the client address comes from X-Forwarded-For, so a test can name it and look for it afterwards
  t = await createTestContext({ BASIC_OFFER_LIMIT: '1000', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

async function signUp(type: OfferType): Promise<TestUser> {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type);
}
async function offerOf(user: TestUser, o: Record<string, unknown> = {}, approved = true): Promise<TOffer> {
  const res = await t.request('/api/offers', {
    method: 'POST',
    cookie: user.cookie,
    json: validOfferBody(user.userType as OfferType, o),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const offer = (await res.json()) as TOffer;
  if (approved) await t.deps.database.query('UPDATE offers SET is_approved = true WHERE id = $1', [offer.id]);
  return offer;
}
const view = (id: string, o: { cookie?: string; agent?: string; address?: string } = {}) =>
  t.request(`/api/offers/${id}/view`, {
    method: 'POST',
    cookie: o.cookie,
    headers: { 'user-agent': o.agent ?? BROWSER, 'x-forwarded-for': o.address ?? ADDRESS },
  });
async function stats(id: string, cookie: string, qs = ''): Promise<TOfferStats> {
  const res = await t.request(`/api/offers/${id}/stats${qs}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TOfferStats;
}
const today = () => stockholmDay();
const todayOf = (s: TOfferStats) => s.days.find((d) => d.day === today())!;

describe('POST /api/offers/:id/view', () => {
  it('counts one view per viewer and day: a visitor by the day hash, a user by id; the owner not at all', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const viewer = await signUp('business');
    for (let i = 0; i < 3; i++) expect((await view(offer.id)).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await view(offer.id, { cookie: viewer.cookie })).status).toBe(204);
    expect((await view(offer.id, { agent: `${BROWSER} Firefox/133` })).status).toBe(204); // another browser
    expect((await view(offer.id, { cookie: owner.cookie })).status).toBe(204);
    const s = await stats(offer.id, owner.cookie);
    expect(todayOf(s)).toMatchObject({ views: 3, uniqueViewers: 3 });
    expect(s.totals).toMatchObject({ views: 3, uniqueViewers: 3 });
    expect(s.byUserType).toEqual(
      expect.arrayContaining([
        { key: 'anonym', count: 2 },
        { key: 'business', count: 1 },
      ]),
    );
  });

  it('stores no address anywhere: the viewer rows hold a hash, the limiter counts per hash', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    await view(offer.id, { address: '198.51.100.23' });
    const tables = ['offer_viewers', 'offer_view_salts', 'offer_stats_daily', 'rate_limits'];
    for (const table of tables) {
      const rows = await t.deps.database.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
      const text = JSON.stringify(rows);
      expect(text, table).not.toContain('198.51.100.23');
      expect(text, table).not.toContain(ADDRESS);
    }
    const rows = await t.deps.database.query<{ viewer: string; user_type: string; region: string }>(
      'SELECT viewer, user_type, region FROM offer_viewers WHERE offer_id = $1',
      [offer.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_type: 'anonym', region: 'okänd' });
    expect(rows[0]!.viewer).toMatch(/^a:[A-Za-z0-9_-]{32}$/);
  });

  it('ignores bots and scripts by their user agent, and an empty one', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
      '',
    ];
    for (const agent of bots) expect((await view(offer.id, { agent })).status).toBe(204);
    expect((await stats(offer.id, owner.cookie)).totals.views).toBe(0);
  });

  it('does not count a pending offer, an unknown one, or a malformed id (all still 204)', async () => {
    const owner = await signUp('association');
    const pending = await offerOf(owner, {}, false);
    expect((await view(pending.id)).status).toBe(204);
    expect((await view('999999999')).status).toBe(204);
    expect((await view('abc')).status).toBe(204);
    expect((await stats(pending.id, owner.cookie)).totals.views).toBe(0);
  });

  it('is rate limited per address (whatever the user agent) and per user, with a Swedish 429', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const address = '198.51.100.61';
    // a script that changes its user agent each time is still one address
    const statuses = await Promise.all(
      Array.from({ length: 61 }, (_, i) => view(offer.id, { agent: `${BROWSER} script${i}`, address })),
    );
    expect(statuses.filter((r) => r.status === 204)).toHaveLength(60);
    const refused = statuses.find((r) => r.status === 429)!;
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'RATE_LIMITED',
      message: TEXTS.errors.rateLimited,
    });
    // the refused one was not counted; 60 different browsers were
    expect((await stats(offer.id, owner.cookie)).totals.views).toBe(60);
    // another address is not held back by the first one's count
    expect((await view(offer.id, { address: '198.51.100.62' })).status).toBe(204);
  });

  it('records the signed-in viewer by user type and by county of their place (okänd otherwise)', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const malmo = await signUp('business');
    await offerOf(malmo, { location: 'Malmö' });
    const noPlace = await signUp('influencer');
    await view(offer.id, { cookie: malmo.cookie });
    await view(offer.id, { cookie: noPlace.cookie });
    const s = await stats(offer.id, owner.cookie);
    expect(s.byRegion).toEqual(
      expect.arrayContaining([
        { key: 'Skåne', count: 1 },
        { key: 'okänd', count: 1 },
      ]),
    );
    expect(s.byUserType).toEqual(
      expect.arrayContaining([
        { key: 'business', count: 1 },
        { key: 'influencer', count: 1 },
      ]),
    );
  });
});

describe('favourites and contact starts', () => {
  it('a favourite counts when it is added; a contact start from the offer once per user and day', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const fan = await signUp('business');
    expect((await t.request(`/api/me/favorites/${offer.id}`, { method: 'PUT', cookie: fan.cookie })).status).toBe(204);
    for (let i = 0; i < 2; i++) {
      const res = await t.request(`/api/me/contacts/${owner.id}?offerId=${offer.id}`, {
        method: 'PUT',
        cookie: fan.cookie,
      });
      expect(res.status).toBeLessThan(300);
    }
    // a contact start that names another user's offer counts nowhere
    const other = await signUp('association');
    const otherOffer = await offerOf(other);
    await t.request(`/api/me/contacts/${owner.id}?offerId=${otherOffer.id}`, { method: 'PUT', cookie: fan.cookie });
    expect(todayOf(await stats(offer.id, owner.cookie))).toMatchObject({ favorites: 1, contacts: 1 });
    expect(todayOf(await stats(otherOffer.id, other.cookie))).toMatchObject({ favorites: 0, contacts: 0 });

    const mine = await t.request('/api/me/offers/stats', { cookie: owner.cookie });
    const totals = (await mine.json()) as TOwnOfferTotals;
    expect(totals.items.find((i) => i.offerId === offer.id)).toMatchObject({ views: 0, favorites: 1, contacts: 1 });
  });
});

describe('GET /api/offers/:id/stats', () => {
  it('anonymous 401, another user 403 (Swedish) or 404 for a pending offer, owner and admin 200', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const pending = await offerOf(owner, {}, false);
    const other = await signUp('business');
    const admin = await signUp('business');
    await t.makeAdmin(admin);
    expect((await t.request(`/api/offers/${offer.id}/stats`)).status).toBe(401);
    const forbidden = await t.request(`/api/offers/${offer.id}/stats`, { cookie: other.cookie });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe(
      INSIGHTS_TEXTS.errors.statsForbidden,
    );
    expect((await t.request(`/api/offers/${pending.id}/stats`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request('/api/offers/999999999/stats', { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/offers/${offer.id}/stats`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(`/api/offers/${pending.id}/stats`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('answers every day of the window, 30 by default, and refuses a reversed or too long one in Swedish', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const s = await stats(offer.id, owner.cookie);
    expect(s.days).toHaveLength(30);
    expect(s.to).toBe(today());
    expect((await stats(offer.id, owner.cookie, '?from=2026-01-01&to=2026-01-07')).days.map((d) => d.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    const reversed = await t.request(`/api/offers/${offer.id}/stats?from=2026-02-01&to=2026-01-01`, {
      cookie: owner.cookie,
    });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { error: { message: string } }).error.message).toBe(INSIGHTS_TEXTS.errors.range);
    const long = await t.request(`/api/offers/${offer.id}/stats?from=2024-01-01&to=2026-01-01`, {
      cookie: owner.cookie,
    });
    expect(long.status).toBe(400);
    const bad = await t.request(`/api/offers/${offer.id}/stats?from=igår`, { cookie: owner.cookie });
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(INSIGHTS_TEXTS.errors.date);
  });

  it('announces offer_stats to the owner only when a counter moves', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    const someone = await signUp('business');
    const mine: RealtimeEvent[] = [];
    const theirs: RealtimeEvent[] = [];
    const stopMine = t.deps.hub.subscribe(owner.id, (e) => mine.push(e));
    const stopTheirs = t.deps.hub.subscribe(someone.id, (e) => theirs.push(e));
    try {
      await view(offer.id, { cookie: someone.cookie });
      const deadline = Date.now() + 5000;
      while (!mine.some((e) => e.type === 'offer_stats') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(mine).toContainEqual({ type: 'offer_stats', id: Number(offer.id), user: owner.id });
      expect(theirs.filter((e) => e.type === 'offer_stats')).toEqual([]);
    } finally {
      stopMine();
      stopTheirs();
    }
  });
});

describe('pruning', () => {
  it('deletes viewer rows past the longest window and every salt but today’s', async () => {
    const owner = await signUp('association');
    const offer = await offerOf(owner);
    await view(offer.id, { agent: `${BROWSER} prune` });
    await t.deps.database.query(
      `INSERT INTO offer_viewers (offer_id, day, kind, viewer, user_type, region)
       VALUES ($1, $2::date - $3::int, 'view', 'a:old', 'anonym', 'okänd')`,
      [offer.id, today(), VIEWER_RETENTION_DAYS + 1],
    );
    await t.deps.database.query(
      `INSERT INTO offer_view_salts (day, salt) VALUES ($1::date - 1, 'gammal') ON CONFLICT DO NOTHING`,
      [today()],
    );
    const removed = await pruneOfferViewers(t.deps.db);
    expect(removed.viewers).toBeGreaterThanOrEqual(1);
    expect(removed.salts).toBeGreaterThanOrEqual(1);
    const rows = await t.deps.database.query<{ viewer: string }>(
      'SELECT viewer FROM offer_viewers WHERE offer_id = $1',
      [offer.id],
    );
    expect(rows.map((r) => r.viewer)).not.toContain('a:old');
    expect(rows).toHaveLength(1);
    const salts = await t.deps.database.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM offer_view_salts`,
    );
    expect(salts.map((r) => r.day)).toEqual([today()]);
  });
});

describe('declared audience', () => {
  const valid = {
    channels: [
      { channel: 'Instagram', count: 12000 },
      { channel: 'medlemmar', count: 300 },
    ],
    ageBands: { '13–17': 20, '18–24': 50, '25–34': 30 },
    gender: { kvinnor: 60, män: 40 },
    regions: { Skåne: 70, Stockholm: 30 },
  };
  const put = (user: TestUser | null, json: unknown) =>
    t.request('/api/me/audience', { method: 'PUT', cookie: user?.cookie, json });

  it('an influencer or association declares it; anyone reads it, marked as declared and dated', async () => {
    const club = await signUp('association');
    const res = await put(club, valid);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as TAudience;
    expect(saved).toMatchObject({ totalReach: 12300, source: 'Uppgivet av användaren', regions: valid.regions });
    const read = (await (await t.request(`/api/profiles/${club.id}/audience`)).json()) as TAudienceAnswer;
    expect(read.audience).toMatchObject({ userId: club.id, totalReach: 12300, ageBands: valid.ageBands });
    expect(Date.now() - Date.parse(read.audience!.declaredAt)).toBeLessThan(60_000);

    const influencer = await signUp('influencer');
    expect((await put(influencer, { ...valid, regions: {} })).status).toBe(200);
    const nobody = (await (
      await t.request(`/api/profiles/${(await signUp('influencer')).id}/audience`)
    ).json()) as TAudienceAnswer;
    expect(nobody.audience).toBeNull();
    expect((await t.request('/api/profiles/nobody-at-all/audience')).status).toBe(404);
  });

  it('refuses percentages that do not sum to 100, in Swedish', async () => {
    const club = await signUp('association');
    const cases: [unknown, string][] = [
      [{ ...valid, ageBands: { '18–24': 50, '25–34': 40 } }, INSIGHTS_TEXTS.errors.sum('Åldersgrupperna', 90)],
      [{ ...valid, gender: { kvinnor: 60, män: 60 } }, INSIGHTS_TEXTS.errors.sum('Könsfördelningen', 120)],
      [{ ...valid, regions: { Skåne: 99 } }, INSIGHTS_TEXTS.errors.sum('Länen', 99)],
      [
        { ...valid, channels: [...valid.channels, { channel: 'Instagram', count: 1 }] },
        INSIGHTS_TEXTS.errors.duplicateChannel,
      ],
      [{ ...valid, gender: { kvinnor: 100.5 } }, INSIGHTS_TEXTS.errors.percent],
    ];
    for (const [body, message] of cases) {
      const res = await put(club, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(
      ((await (await t.request(`/api/profiles/${club.id}/audience`)).json()) as TAudienceAnswer).audience,
    ).toBeNull();
  });

  it('anonymous 401; a business or foundation 403 in Swedish', async () => {
    expect((await put(null, valid)).status).toBe(401);
    for (const type of ['business', 'foundation'] as const) {
      const res = await put(await signUp(type), valid);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        INSIGHTS_TEXTS.errors.audienceUserType,
      );
    }
  });
});

describe('explore by declared audience', () => {
  it('GET /api/offers filters by minimum reach and by county, keeping the other filters', async () => {
    const tag = `publik${Date.now().toString(36)}`;
    const big = await signUp('influencer');
    const small = await signUp('influencer');
    const silent = await signUp('influencer');
    const audience = (count: number, regions: Record<string, number>) => ({
      channels: [{ channel: 'TikTok', count }],
      ageBands: {},
      gender: {},
      regions,
    });
    for (const [user, body] of [
      [big, audience(50_000, { Skåne: 60, Stockholm: 40 })],
      [small, audience(800, { Stockholm: 100 })],
    ] as const) {
      expect((await t.request('/api/me/audience', { method: 'PUT', cookie: user.cookie, json: body })).status).toBe(
        200,
      );
    }
    const offers = {
      big: await offerOf(big, { tags: [tag] }),
      small: await offerOf(small, { tags: [tag] }),
      silent: await offerOf(silent, { tags: [tag] }),
    };
    const ids = async (qs: string) => {
      const res = await t.request(`/api/offers?type=influencer&tags=${tag}${qs}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { items: TOffer[] }).items.map((o) => o.id).sort();
    };
    expect(await ids('')).toEqual([offers.big.id, offers.small.id, offers.silent.id].sort());
    expect(await ids('&min_reach=1000')).toEqual([offers.big.id]);
    expect(await ids('&region=Stockholm')).toEqual([offers.big.id, offers.small.id].sort());
    expect(await ids('&region=Sk%C3%A5ne&min_reach=100')).toEqual([offers.big.id]);
    expect(await ids('&region=Gotland')).toEqual([]);
    // a changed audience is seen at once, also by a cached list
    await t.request('/api/me/audience', {
      method: 'PUT',
      cookie: small.cookie,
      json: audience(5000, { Stockholm: 100 }),
    });
    expect(await ids('&min_reach=1000')).toEqual([offers.big.id, offers.small.id].sort());

    const bad = await t.request(`/api/offers?type=influencer&region=Atlantis`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(INSIGHTS_TEXTS.errors.region);
    const badReach = await t.request(`/api/offers?type=influencer&min_reach=massor`);
    expect(((await badReach.json()) as { error: { message: string } }).error.message).toBe(
      INSIGHTS_TEXTS.errors.minReach,
    );
  });
});

describe('countyOf', () => {
  it('maps towns and counties, folded, and anything else to okänd', () => {
    expect(countyOf('Malmö')).toBe('Skåne');
    expect(countyOf('goteborg')).toBe('Västra Götaland');
    expect(countyOf('Dalarna')).toBe('Dalarna');
    expect(countyOf('Hela Sverige')).toBe('okänd');
    expect(countyOf(null)).toBe('okänd');
  });
});
