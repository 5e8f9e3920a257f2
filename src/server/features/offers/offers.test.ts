// Offers API (issue 3 §1): validation, the permission matrix, Swedish search, sort orders, cursors,
// tags, favourites and sample loading — on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { validOfferBody } from '@test/support/test-offers.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import type { OfferType } from '@shared/constants.js';
import type { TOffer, TOfferList, TTagCount } from '@shared/schemas/offer.js';

const V = OFFER_TEXTS.validation;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ BASIC_OFFER_LIMIT: '100000' });
});
afterAll(() => t.close());

/** The sign-up limit per IP is not what these tests are about: lift it before each new user. */
async function signUp(ctx: TestContext, type: OfferType): Promise<TestUser> {
  await ctx.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return ctx.signUp(type);
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${++seq}`;

async function create(user: TestUser, o: Record<string, unknown> = {}): Promise<TOffer> {
  const res = await t.request('/api/offers', {
    method: 'POST',
    cookie: user.cookie,
    json: validOfferBody(user.userType as OfferType, o),
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${await res.text()}`);
  return (await res.json()) as TOffer;
}
const approve = (id: string) => t.deps.database.query('UPDATE offers SET is_approved = true WHERE id = $1', [id]);
async function createApproved(user: TestUser, o: Record<string, unknown> = {}) {
  const offer = await create(user, o);
  await approve(offer.id);
  return { ...offer, is_approved: true };
}
const list = async (qs: string, cookie?: string) => {
  const res = await t.request(`/api/offers?${qs}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TOfferList;
};
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('creating an offer', () => {
  it('stores it unapproved with the owner from the session, never from the body', async () => {
    const anna = await signUp(t, 'association');
    const other = await signUp(t, 'association');
    const res = await t.request('/api/offers', {
      method: 'POST',
      cookie: anna.cookie,
      json: {
        ...validOfferBody('association'),
        user_id: other.id,
        is_approved: true,
        id: 1,
        created_at: '2000-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    const offer = (await res.json()) as TOffer;
    expect(offer).toMatchObject({
      type: 'association',
      user_id: anna.id,
      is_approved: false,
      featured: false,
      owner: { username: anna.username, user_type: 'association' },
      tags: ['idrott'],
    });
    expect(offer.id).toMatch(/^\d+$/);
    expect(Date.now() - new Date(offer.created_at).getTime()).toBeLessThan(60_000);
  });

  it("needs a session (401) and the caller's own user type (403 Behörighetsbegränsning)", async () => {
    const anon = await t.request('/api/offers', { method: 'POST', json: validOfferBody('business') });
    expect(anon.status).toBe(401);
    const bea = await signUp(t, 'business');
    for (const type of ['association', 'influencer', 'foundation'] as const) {
      const res = await t.request('/api/offers', { method: 'POST', cookie: bea.cookie, json: validOfferBody(type) });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe('Behörighetsbegränsning');
    }
    const mine = await t.request('/api/me/offers', { cookie: bea.cookie });
    expect(((await mine.json()) as { items: TOffer[] }).items).toHaveLength(0);
  });

  it('lets only an admin mark an offer featured', async () => {
    const user = await signUp(t, 'business');
    expect((await create(user, { featured: true })).featured).toBe(false);
    const admin = await signUp(t, 'business');
    await t.makeAdmin(admin);
    expect((await create(admin, { featured: true })).featured).toBe(true);
  });

  it.each([
    [{ title: 'Kort' }, V.titleMin],
    [{ title: 'x'.repeat(121) }, V.tooLong(120)],
    [{ organization: 'A' }, V.organizationMin],
    [{ organization: 'x'.repeat(121) }, V.tooLong(120)],
    [{ location: 'A' }, V.locationMin],
    [{ description: 'Kort beskrivning' }, V.descriptionMin],
    [{ description: 'x'.repeat(5001) }, V.tooLong(5000)],
    [{ phone: '1234' }, V.phoneMin],
    [{ contact_info: 'inte-en-adress' }, V.email],
    [{ type: 'sponsor' }, V.typeRequired],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tagg${i}`) }, V.tooManyTags],
    [{ tags: ['x'.repeat(41)] }, V.tagTooLong],
    [{ tags: 'fotboll' }, V.tagInvalid],
    [{ logo: 'javascript:alert(1)' }, V.logoInvalid],
    [{ logo: 'https://annan-sajt.example/bild.png' }, V.logoInvalid],
  ])('refuses %j with the Swedish message', async (change, message) => {
    const user = await signUp(t, 'business');
    const res = await t.request('/api/offers', {
      method: 'POST',
      cookie: user.cookie,
      json: validOfferBody('business', change),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it('needs target audience and expected views for influencers (message on the type field)', async () => {
    const inf = await signUp(t, 'influencer');
    for (const missing of [{ target_audience: '' }, { expected_views: '  ' }, { target_audience: undefined }]) {
      const res = await t.request('/api/offers', {
        method: 'POST',
        cookie: inf.cookie,
        json: validOfferBody('influencer', missing),
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(V.influencerFields);
    }
    const ok = await create(inf);
    expect(ok).toMatchObject({ target_audience: 'Unga vuxna', expected_views: '50 000 per månad' });
  });

  it('trims texts, drops blank and duplicate tags, stores empty optional texts as null', async () => {
    const user = await signUp(t, 'foundation');
    const offer = await create(user, {
      title: '  Stipendium för unga forskare  ',
      location: '',
      budget: '   ',
      timeframe: undefined,
      tags: [' Forskning ', 'forskning', '', '   ', 'Unga', 'FORSKNING'],
    });
    expect(offer).toMatchObject({
      title: 'Stipendium för unga forskare',
      location: null,
      budget: null,
      timeframe: null,
    });
    expect(offer.tags).toEqual(['Forskning', 'Unga']);
    expect(offer.target_audience).toBeNull();
  });

  it('answers malformed requests with 4xx, never 500', async () => {
    const user = await signUp(t, 'business');
    const cases: [RequestInit & { json?: unknown }, number][] = [
      [{ json: [] }, 400],
      [{ json: null }, 400],
      [{ json: 'text' }, 400],
      [{ json: { ...validOfferBody('business'), title: 12345 } }, 400],
      [{ json: { ...validOfferBody('business'), tags: [1, 2] } }, 400],
      [{ body: '{"type":', headers: { 'content-type': 'application/json' } }, 400],
      [{ body: 'type=business', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ];
    for (const [init, status] of cases) {
      const res = await t.request('/api/offers', { method: 'POST', cookie: user.cookie, ...init });
      expect(res.status).toBe(status);
      expect((await errorOf(res)).message).toMatch(/[a-zåäö]/i);
    }
  });
});

describe('the permission matrix', () => {
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let pending: TOffer;
  let approved: TOffer;
  beforeAll(async () => {
    owner = await signUp(t, 'association');
    other = await signUp(t, 'association');
    admin = await signUp(t, 'business');
    await t.makeAdmin(admin);
    pending = await create(owner, { title: `Väntande erbjudande ${uniq()}` });
    approved = await createApproved(owner, { title: `Godkänt erbjudande ${uniq()}` });
  });

  const who = () => ({ anonymous: undefined, other: other.cookie, owner: owner.cookie, admin: admin.cookie });

  it('list: everyone sees approved offers only, the owner too', async () => {
    for (const cookie of Object.values(who())) {
      const ids = (await list('type=association&limit=100', cookie)).items.map((o) => o.id);
      expect(ids).toContain(approved.id);
      expect(ids).not.toContain(pending.id);
    }
  });

  it('get: a pending offer is 404 for anonymous and other users, visible to its owner and an admin', async () => {
    const expected = { anonymous: 404, other: 404, owner: 200, admin: 200 };
    for (const [name, cookie] of Object.entries(who())) {
      const res = await t.request(`/api/offers/${pending.id}`, { cookie });
      expect(res.status, name).toBe(expected[name as keyof typeof expected]);
    }
    for (const cookie of Object.values(who())) {
      expect((await t.request(`/api/offers/${approved.id}`, { cookie })).status).toBe(200);
    }
    for (const bad of ['0', 'abc', '-1', '99999999999999', '1.5', '1e3', '12345678901234567890123']) {
      expect((await t.request(`/api/offers/${bad}`)).status).toBe(404);
    }
  });

  it('update: only the owner; anonymous 401, others 403 (approved) or 404 (pending), admins too', async () => {
    const patch = { json: { title: 'Försök att ändra titeln' } };
    const on = (offer: TOffer, cookie?: string) =>
      t.request(`/api/offers/${offer.id}`, { method: 'PATCH', cookie, ...patch });
    expect((await on(approved)).status).toBe(401);
    expect((await on(approved, other.cookie)).status).toBe(403);
    expect((await on(pending, other.cookie)).status).toBe(404);
    expect((await on(approved, admin.cookie)).status).toBe(403);
    const own = await on(pending, owner.cookie);
    expect(own.status).toBe(200);
    expect(((await own.json()) as TOffer).title).toBe('Försök att ändra titeln');
    const stored = await t.deps.database.query<{ title: string }>('SELECT title FROM offers WHERE id = $1', [
      approved.id,
    ]);
    expect(stored[0]?.title).toMatch(/^Godkänt erbjudande/);
  });

  it('delete: owner or admin; anonymous 401, others 403/404', async () => {
    const mine = await createApproved(owner);
    const minePending = await create(owner);
    const del = (offer: TOffer, cookie?: string) => t.request(`/api/offers/${offer.id}`, { method: 'DELETE', cookie });
    expect((await del(mine)).status).toBe(401);
    expect((await del(mine, other.cookie)).status).toBe(403);
    expect((await del(minePending, other.cookie)).status).toBe(404);
    expect((await del(mine, owner.cookie)).status).toBe(204);
    expect((await del(minePending, admin.cookie)).status).toBe(204);
    expect((await t.request(`/api/offers/${mine.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/offers/${minePending.id}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await del(mine, owner.cookie)).status).toBe(404);
  });

  it('favourite: anonymous 401; a pending offer of someone else is 404; own pending and approved work', async () => {
    const put = (offer: TOffer, cookie?: string) =>
      t.request(`/api/me/favorites/${offer.id}`, { method: 'PUT', cookie });
    expect((await put(approved)).status).toBe(401);
    expect((await t.request('/api/me/favorites')).status).toBe(401);
    expect((await put(pending, other.cookie)).status).toBe(404);
    expect((await put(approved, other.cookie)).status).toBe(204);
    expect((await put(pending, owner.cookie)).status).toBe(204);
  });

  it('create for another user type is refused for admins too', async () => {
    const res = await t.request('/api/offers', {
      method: 'POST',
      cookie: admin.cookie,
      json: validOfferBody('association'),
    });
    expect(res.status).toBe(403);
  });
});

describe('editing', () => {
  it("keeps the form's rules on the merged offer and keeps fields that were not sent", async () => {
    const inf = await signUp(t, 'influencer');
    const offer = await create(inf, { tags: ['mode', 'resor'] });
    const patch = (json: unknown) =>
      t.request(`/api/offers/${offer.id}`, { method: 'PATCH', cookie: inf.cookie, json });
    const cleared = await patch({ target_audience: null });
    expect(cleared.status).toBe(400);
    expect((await errorOf(cleared)).message).toBe(V.influencerFields);
    const short = await patch({ description: 'kort' });
    expect((await errorOf(short)).message).toBe(V.descriptionMin);
    const ok = await patch({ budget: '5 000 kr', tags: ['Mode', 'mode', 'Sport'], location: null });
    expect(ok.status).toBe(200);
    const updated = (await ok.json()) as TOffer;
    expect(updated).toMatchObject({ budget: '5 000 kr', tags: ['Mode', 'Sport'], location: null, title: offer.title });
    expect(updated.target_audience).toBe('Unga vuxna');
    expect(updated.is_approved).toBe(false);
    const wrongType = await patch({ type: 'business' });
    expect(wrongType.status).toBe(403);
    expect((await errorOf(wrongType)).message).toBe('Behörighetsbegränsning');
  });
});

describe('Swedish search', () => {
  const type = 'business';
  let seeker: TestUser;
  let fotboll: TOffer;
  let sponsorer: TOffer;
  let tagged: TOffer;
  let descOnly: TOffer;
  beforeAll(async () => {
    seeker = await signUp(t, type);
    fotboll = await createApproved(seeker, {
      title: 'Matchställ till fotbollslaget i Lund',
      description: 'Vi stöttar ungdomsfotboll i Skåne med kläder och bollar till alla lag.',
      tags: ['ungdom'],
    });
    await createApproved(seeker, {
      title: 'Fotboll för alla barn i Uppsala',
      description: 'Ett bolag som vill ge barn chansen att spela fotboll på sin fritid.',
      tags: [],
    });
    sponsorer = await createApproved(seeker, {
      title: 'Vi letar efter sponsorer till ishockey',
      organization: 'Norrlandskraft AB',
      description: 'Hockeyklubbar i norr får stöd till utrustning och resor under säsongen.',
      tags: [],
    });
    tagged = await createApproved(seeker, {
      title: 'Stöd till körsång och kultur',
      description: 'Vi stöttar körer och kulturföreningar med bidrag till konserter och resor.',
      tags: ['Musikhjälpen'],
    });
    descOnly = await createApproved(seeker, {
      title: 'Partner till simklubb sökes nu',
      description: 'Ett långsiktigt samarbete där vi bidrar till simskolan och fotbollen i kommunen.',
      tags: [],
    });
    await create(seeker, {
      title: 'Fotboll men ännu ej godkänt',
      description: 'Fotboll fotboll fotboll fotboll fotboll.',
    });
  });

  const ids = async (q: string, extra = '') =>
    (await list(`type=${type}&limit=100&q=${encodeURIComponent(q)}${extra}`)).items.map((o) => o.id);

  it('finds inflected forms: fotbollen → fotboll, sponsor → sponsorer', async () => {
    const hits = await ids('fotbollen');
    expect(hits).toContain(fotboll.id);
    expect(hits).toContain(descOnly.id);
    expect(await ids('sponsor')).toContain(sponsorer.id);
    expect(await ids('SPONSORER')).toContain(sponsorer.id);
  });

  it('treats the last word as a prefix while typing (fotb, norrlandsk, musikhj)', async () => {
    expect(await ids('fotb')).toEqual(expect.arrayContaining([fotboll.id, descOnly.id]));
    expect(await ids('norrlandsk')).toEqual([sponsorer.id]);
    expect(await ids('musikhj')).toEqual([tagged.id]);
    expect(await ids('körsång och kult')).toEqual([tagged.id]);
  });

  it('finds words whose beginning is a Swedish stop word while it is being typed (med → medlemmar)', async () => {
    const members = await createApproved(seeker, {
      title: 'Medlemmar i fokus hos Vasaklubben',
      description: 'Vi erbjuder rabatter och evenemang till alla klubbens medlemmar under året.',
      tags: [],
    });
    expect(await ids('med')).toContain(members.id);
    expect(await ids('vasaklubben med')).toEqual([members.id]);
    expect(await ids('och')).toEqual([]);
  });

  it('puts the offers with every word first, searches organisation, tags and description, never unapproved offers', async () => {
    const everyWord = async (q: string) => {
      const answer = await list(`type=${type}&limit=100&q=${encodeURIComponent(q)}`);
      const from = answer.some_words_from ?? answer.items.length;
      return answer.items.slice(0, from).map((o) => o.id);
    };
    expect(await everyWord('ungdom lund')).toEqual([fotboll.id]); // a tag and a title word
    expect(await everyWord('norrlandskraft hockeyklubbar')).toEqual([sponsorer.id]); // organisation and description
    // no offer has both: those with one of them, and the answer says none has every word
    const either = await list(`type=${type}&limit=100&q=${encodeURIComponent('ishockey fotboll')}`);
    expect(either.some_words_from).toBe(0);
    expect(either.items.map((o) => o.id)).toEqual(expect.arrayContaining([fotboll.id, sponsorer.id]));
    // a sorted search (newest, oldest, A–Ö) still needs every word
    expect(await ids('ishockey fotboll', '&sort=newest')).toEqual([]);
    const all = await ids('fotboll');
    const pending = await t.deps.database.query<{ id: string }>(
      `SELECT id::text AS id FROM offers WHERE title LIKE 'Fotboll men%'`,
    );
    expect(all).not.toContain(pending[0]!.id);
  });

  it('ranks a title hit above a description hit when no order is chosen, and honours a chosen order', async () => {
    const ranked = await ids('fotboll');
    expect(ranked.indexOf(fotboll.id)).toBeLessThan(ranked.indexOf(descOnly.id));
    const newest = await ids('fotboll', '&sort=newest');
    expect(newest[0]).toBe(descOnly.id);
    const oldest = await ids('fotboll', '&sort=oldest');
    expect(oldest[0]).toBe(fotboll.id);
  });

  it('searches target audience and expected views of influencer offers', async () => {
    const inf = await signUp(t, 'influencer');
    const offer = await createApproved(inf, {
      title: 'Samarbete med träningsprofil',
      target_audience: 'Löpare och triathleter',
      expected_views: '120 000 visningar',
    });
    const hits = (q: string) =>
      list(`type=influencer&q=${encodeURIComponent(q)}`).then((r) => r.items.map((o) => o.id));
    expect(await hits('triathleter')).toContain(offer.id);
    expect(await hits('löpare')).toContain(offer.id);
    expect(await hits('visning')).toContain(offer.id);
  });

  it('ignores tsquery syntax in the search text and answers 200', async () => {
    for (const q of ["fotboll & | ! ( ) : * '", '<script>', '\\', '""', '   ', 'ö'.repeat(300).slice(0, 200)]) {
      const res = await t.request(`/api/offers?type=${type}&q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    expect(await ids('fotboll & ! (')).toEqual(expect.arrayContaining([fotboll.id]));
  });

  it('filters by tags (any of them) and combines with search', async () => {
    const tagUser = await signUp(t, 'foundation');
    const a = await createApproved(tagUser, { tags: ['Alfa', 'Beta'] });
    const b = await createApproved(tagUser, { tags: ['Gamma'] });
    await createApproved(tagUser, { tags: ['Delta'] });
    const r = await list(`type=foundation&tags=${encodeURIComponent('Alfa,Gamma')}&limit=100`);
    expect(r.items.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
    const tags = (await (await t.request('/api/offers/tags?type=foundation')).json()) as { items: TTagCount[] };
    expect(tags.items).toEqual(
      expect.arrayContaining([
        { tag: 'Alfa', count: 1 },
        { tag: 'Gamma', count: 1 },
      ]),
    );
    expect(tags.items.find((x) => x.tag === 'idrott')?.count ?? 0).toBeGreaterThanOrEqual(0);
    expect((await t.request('/api/offers/tags')).status).toBe(400);
  });
});

describe('sort orders and pages', () => {
  const type = 'foundation';
  let owner: TestUser;
  const marker = `sortprov${Date.now().toString(36)}`;
  beforeAll(async () => {
    owner = await signUp(t, type);
    const titles = [
      'Örebro stiftelse',
      'Ängelholm fond',
      'Zenit bidrag',
      'Åre stipendium',
      'apelsin fonden',
      'Bidrag Ystad',
    ];
    for (const title of titles) await createApproved(owner, { title, tags: [marker] });
    // six offers created at the very same moment: the cursor must still split them exactly
    await t.deps.database.query(`UPDATE offers SET created_at = '2026-01-01T10:00:00.123456Z' WHERE $1 = ANY(tags)`, [
      marker,
    ]);
  });

  const titlesOf = (r: TOfferList) => r.items.map((o) => o.title);

  it('alphabetical puts å, ä, ö after z, case-insensitively', async () => {
    const r = await list(`type=${type}&tags=${marker}&sort=alphabetical`);
    expect(titlesOf(r)).toEqual([
      'apelsin fonden',
      'Bidrag Ystad',
      'Zenit bidrag',
      'Åre stipendium',
      'Ängelholm fond',
      'Örebro stiftelse',
    ]);
  });

  it('an empty title sorts first alphabetically', async () => {
    const [row] = await t.deps.database.query<{ id: string }>(
      `INSERT INTO offers (type, title, organization, description, tags, is_approved, user_id)
       VALUES ($1, '', 'Org', 'Beskrivning av ett erbjudande', ARRAY[$2]::text[], true, $3) RETURNING id::text AS id`,
      [type, marker, owner.id],
    );
    const r = await list(`type=${type}&tags=${marker}&sort=alphabetical`);
    expect(r.items[0]!.id).toBe(row!.id);
    await t.deps.database.query('DELETE FROM offers WHERE id = $1', [row!.id]);
  });

  it.each(['newest', 'oldest', 'alphabetical'] as const)(
    'pages through %s with limit 1..7 without gaps or repeats',
    async (sort) => {
      const full = (await list(`type=${type}&tags=${marker}&sort=${sort}&limit=100`)).items.map((o) => o.id);
      expect(full).toHaveLength(6);
      for (const limit of [1, 2, 5, 6, 7]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const r: TOfferList = await list(
            `type=${type}&tags=${marker}&sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(r.items.length).toBeLessThanOrEqual(limit);
          seen.push(...r.items.map((o) => o.id));
          cursor = r.next_cursor;
          pages++;
        } while (cursor && pages < 20);
        expect(seen).toEqual(full);
        expect(pages).toBe(Math.max(1, Math.ceil(6 / limit)));
      }
    },
  );

  it.each(['newest', 'oldest', 'alphabetical'] as const)(
    'pages a search sorted %s exactly like the unsearched list',
    async (sort) => {
      // every offer here says 'förening' in its description; q='föreningar' must give the same rows and order
      const full = (await list(`type=${type}&tags=${marker}&sort=${sort}&limit=100`)).items.map((o) => o.id);
      for (const limit of [1, 2, 5]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const r: TOfferList = await list(
            `type=${type}&tags=${marker}&q=f%C3%B6reningar&sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          seen.push(...r.items.map((o) => o.id));
          cursor = r.next_cursor;
        } while (cursor && seen.length < 50);
        expect(seen).toEqual(full);
      }
    },
  );

  it("newest and oldest are each other's reverse on equal timestamps (id breaks ties)", async () => {
    const newest = (await list(`type=${type}&tags=${marker}&sort=newest`)).items.map((o) => o.id);
    const oldest = (await list(`type=${type}&tags=${marker}&sort=oldest`)).items.map((o) => o.id);
    expect(oldest).toEqual([...newest].reverse());
  });

  it('pages a ranked search too', async () => {
    const full = (await list(`type=${type}&q=bidrag&limit=100`)).items.map((o) => o.id);
    const first = await list(`type=${type}&q=bidrag&limit=1`);
    expect(first.items.map((o) => o.id)).toEqual(full.slice(0, 1));
    if (full.length > 1) {
      const second = await list(`type=${type}&q=bidrag&limit=100&cursor=${encodeURIComponent(first.next_cursor!)}`);
      expect(second.items.map((o) => o.id)).toEqual(full.slice(1));
    }
  });

  it('a ranked search over more offers than it ranks at once still reaches every match exactly once', async () => {
    const many = `mangaprov${uniq()}`;
    // 820 offers: 'pärlband' in all of them; 'snäckskal' only in 310 older ones (none among the newest 500)
    await t.deps.database.query(
      `INSERT INTO offers (type, title, organization, description, tags, is_approved, user_id, created_at)
       SELECT 'foundation', 'Pärlband nummer ' || i, 'Stiftelsen Prov',
              CASE WHEN i > 500 AND i <= 810 THEN 'Snäckskal och mer till alla som söker.' ELSE 'Beskrivning av erbjudandet här.' END,
              ARRAY[$1]::text[], true, $2, now() - make_interval(mins => i)
       FROM generate_series(1, 820) AS i`,
      [many, owner.id],
    );
    const walk = async (q: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const r: TOfferList = await list(
          `type=${type}&tags=${many}&q=${encodeURIComponent(q)}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...r.items.map((o) => o.id));
        cursor = r.next_cursor;
        pages++;
      } while (cursor && pages < 30);
      return seen;
    };
    const all = await walk('pärlband');
    expect(all).toHaveLength(820);
    expect(new Set(all).size).toBe(820);
    const rare = await walk('snäckskal');
    expect(rare).toHaveLength(310);
    expect(new Set(rare).size).toBe(310);
    await t.deps.database.query('DELETE FROM offers WHERE $1 = ANY(tags)', [many]);
  });

  it('refuses bad limits, sorts, types and cursors with 400', async () => {
    const bad = [
      `type=${type}&limit=0`,
      `type=${type}&limit=101`,
      `type=${type}&limit=abc`,
      `type=${type}&limit=2.5`,
      `type=${type}&sort=random`,
      'type=company',
      '',
      `type=${type}&cursor=nonsense`,
      `type=${type}&cursor=${Buffer.from('["newest","2026-02-30T00:00:00.000000Z","5"]').toString('base64url')}`,
      `type=${type}&cursor=${Buffer.from('["newest","2026-01-01T00:00:00.000000Z","0"]').toString('base64url')}`,
      `type=${type}&cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
    ];
    for (const qs of bad) {
      const res = await t.request(`/api/offers?${qs}`);
      expect(res.status, qs).toBe(400);
    }
    // a cursor of one order is not valid for another
    const page = await list(`type=${type}&tags=${marker}&sort=newest&limit=1`);
    const res = await t.request(`/api/offers?type=${type}&sort=oldest&cursor=${page.next_cursor}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(V.cursorInvalid);
    expect((await list(`type=${type}&limit=100`)).items.length).toBeLessThanOrEqual(100);
    expect((await list(`type=${type}`)).items.length).toBeLessThanOrEqual(24);
  });
});

describe('the public list cache', () => {
  it('answers repeated lists from the cache and drops it as soon as an offer of the type changes', async () => {
    const owner = await signUp(t, 'influencer');
    const first = await createApproved(owner);
    const url = '/api/offers?type=influencer&limit=100&sort=newest';
    const ids = async () => {
      const res = await t.request(url);
      return { cache: res.headers.get('x-cache'), ids: ((await res.json()) as TOfferList).items.map((o) => o.id) };
    };
    expect((await ids()).ids).toContain(first.id);
    expect((await ids()).cache).toBe('hit');
    // approval happens elsewhere (another process, the admin page, plain SQL): the very next read sees it
    const second = await create(owner);
    await approve(second.id);
    expect(await ids()).toEqual({ cache: 'miss', ids: expect.arrayContaining([second.id, first.id]) });
    expect((await ids()).ids[0]).toBe(second.id);
    await t.request(`/api/offers/${first.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await ids()).toEqual({ cache: 'miss', ids: expect.not.arrayContaining([first.id]) });
    const tags = () => t.request('/api/offers/tags?type=influencer');
    await tags();
    expect((await tags()).headers.get('x-cache')).toBe('hit');
    await t.deps.database.query(`UPDATE offers SET tags = ARRAY['nytt'] WHERE id = $1`, [second.id]);
    const fresh = await tags();
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(((await fresh.json()) as { items: TTagCount[] }).items).toContainEqual({ tag: 'nytt', count: 1 });
  });

  it('keeps at most 1 000 answers, dropping the oldest first', async () => {
    const cache = t.deps.offerListCache;
    let loads = 0;
    const load = async () => `{"n":${++loads}}`;
    for (let i = 0; i <= 1000; i++) await cache.remember(`bound:${i}`, load);
    expect(loads).toBe(1001);
    expect((await cache.remember('bound:1000', load)).hit).toBe(true);
    expect((await cache.remember('bound:0', load)).hit).toBe(false);
  });

  it('loads a missing answer once however many requests ask for it at the same time', async () => {
    const cache = t.deps.offerListCache;
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return '{"items":[]}';
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.remember('stampede', load)));
    expect(loads).toBe(1);
    expect(answers.every((a) => a.body === '{"items":[]}')).toBe(true);
    expect((await cache.remember('stampede', load)).hit).toBe(true);
  });

  it('never caches the Premium-filtered answers', async () => {
    const premium = await signUp(t, 'business');
    await t.deps.database.query(
      `INSERT INTO subscriptions (user_id, status, current_period_end) VALUES ($1, 'active', now() + interval '30 days')`,
      [premium.id],
    );
    const res = await t.request('/api/offers?type=business&budget_min=1000', { cookie: premium.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBeNull();
  });
});

describe('Premium filters', () => {
  // the place filter is open to everyone since issue 16 (discovery.test.ts)
  it('refuses budget filters for anonymous and Basic users with a link to /pricing', async () => {
    const basic = await signUp(t, 'business');
    for (const qs of ['budget_min=1000', 'budget_max=5000', 'places=Malm%C3%B6,Lund']) {
      for (const cookie of [undefined, basic.cookie]) {
        const res = await t.request(`/api/offers?type=business&${qs}`, { cookie });
        expect(res.status).toBe(403);
        expect((await errorOf(res)).message).toContain('/pricing');
      }
    }
  });

  it('filters by location and by the kronor written in the budget for Premium users', async () => {
    const premium = await signUp(t, 'association');
    await t.deps.database.query(
      `INSERT INTO subscriptions (user_id, status, current_period_end) VALUES ($1, 'active', now() + interval '30 days')`,
      [premium.id],
    );
    const tag = `premiumprov${uniq()}`;
    const small = await createApproved(premium, { location: 'Kiruna', budget: '5 000 - 10 000 kr', tags: [tag] });
    const big = await createApproved(premium, { location: 'Luleå', budget: '200\u00a0000 kr', tags: [tag] });
    await createApproved(premium, { location: 'Kiruna', budget: 'Enligt överenskommelse', tags: [tag] });
    const q = async (qs: string) =>
      (await list(`type=association&tags=${tag}&${qs}`, premium.cookie)).items.map((o) => o.id).sort();
    expect(await q('location=kiruna')).toHaveLength(2);
    expect(await q('budget_min=50000')).toEqual([big.id]);
    expect(await q('budget_max=8000')).toEqual([small.id]);
    expect(await q('budget_min=7000&budget_max=9000')).toEqual([small.id]);
    expect(await q('location=100%25')).toEqual([]);
    const bad = await t.request(`/api/offers?type=association&budget_min=-5`, { cookie: premium.cookie });
    expect(bad.status).toBe(400);
  });

  it('finds offers in any of several places at once for Premium users, whatever the accents', async () => {
    const premium = await signUp(t, 'association');
    await t.deps.database.query(
      `INSERT INTO subscriptions (user_id, status, current_period_end) VALUES ($1, 'active', now() + interval '30 days')`,
      [premium.id],
    );
    const tag = `flerplatser${uniq()}`;
    const malmo = await createApproved(premium, { location: 'Malmö', tags: [tag] });
    const lund = await createApproved(premium, { location: 'Lund, Skåne', tags: [tag] });
    await createApproved(premium, { location: 'Umeå', tags: [tag] });
    const q = async (qs: string) =>
      (await list(`type=association&tags=${tag}&${qs}`, premium.cookie)).items.map((o) => o.id).sort();
    expect(await q('places=malmo,%20lund')).toEqual([malmo.id, lund.id].sort());
    expect(await q('places=Malm%C3%B6')).toEqual([malmo.id]);
    // an empty entry is ignored; the same place twice counts once
    expect(await q('places=Lund,,lund')).toEqual([lund.id]);
    // with the free place filter both must hold
    expect(await q('places=Malm%C3%B6,Lund&location=sk%C3%A5ne')).toEqual([lund.id]);
    const tooMany = await t.request(`/api/offers?type=association&places=a,b,c,d,e,f`, { cookie: premium.cookie });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toBe(
      'Ange högst 5 platser, åtskilda med kommatecken (högst 100 tecken var).',
    );
  });
});

describe('own offers and favourites', () => {
  it("lists the caller's offers in every state, newest first", async () => {
    const me = await signUp(t, 'business');
    const a = await create(me, { title: 'Första erbjudandet här' });
    const b = await createApproved(me, { title: 'Andra erbjudandet här' });
    const res = await t.request('/api/me/offers', { cookie: me.cookie });
    const items = ((await res.json()) as { items: TOffer[] }).items;
    expect(items.map((o) => [o.id, o.is_approved])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    expect((await t.request('/api/me/offers')).status).toBe(401);
  });

  it('adds and removes idempotently, 404 for unknown offers, drops deleted offers from the list', async () => {
    const owner = await signUp(t, 'association');
    const fan = await signUp(t, 'business');
    const a = await createApproved(owner);
    const b = await createApproved(owner);
    const favs = async () =>
      ((await (await t.request('/api/me/favorites', { cookie: fan.cookie })).json()) as { items: TOffer[] }).items.map(
        (o) => o.id,
      );
    const put = (id: string) => t.request(`/api/me/favorites/${id}`, { method: 'PUT', cookie: fan.cookie });
    const del = (id: string) => t.request(`/api/me/favorites/${id}`, { method: 'DELETE', cookie: fan.cookie });
    expect((await put(a.id)).status).toBe(204);
    expect((await put(a.id)).status).toBe(204);
    expect((await put(b.id)).status).toBe(204);
    expect(await favs()).toEqual([b.id, a.id]);
    expect((await put('999999999')).status).toBe(404);
    expect((await put('abc')).status).toBe(404);
    expect((await del(a.id)).status).toBe(204);
    expect((await del(a.id)).status).toBe(204);
    expect(await favs()).toEqual([b.id]);
    expect((await t.request(`/api/offers/${b.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect(await favs()).toEqual([]);
    // someone else's favourites are their own
    const other = await signUp(t, 'business');
    expect(
      ((await (await t.request('/api/me/favorites', { cookie: other.cookie })).json()) as { items: TOffer[] }).items,
    ).toEqual([]);
  });
});

describe('sample offers and the create limit (fresh databases)', () => {
  it('loads the 8 samples once, even under 6 concurrent calls, and never into a non-empty table', async () => {
    const fresh = await createTestContext();
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => fresh.request('/api/offers/samples', { method: 'POST' })),
      );
      const bodies = (await Promise.all(results.map((r) => r.json()))) as { inserted: number }[];
      expect(bodies.map((b) => b.inserted).sort((x, y) => y - x)).toEqual([8, 0, 0, 0, 0, 0]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const [row] = await fresh.deps.database.query<{ n: string }>('SELECT count(*)::text AS n FROM offers');
      expect(row!.n).toBe('8');
      const business = (await (await fresh.request('/api/offers?type=business')).json()) as TOfferList;
      expect(business.items.length).toBeGreaterThan(0);
      expect(business.items.every((o) => o.is_approved && o.type === 'business')).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('a sample offer (no owner) is changed and removed by an admin only', async () => {
    const fresh = await createTestContext();
    try {
      await fresh.request('/api/offers/samples', { method: 'POST' });
      const [sample] = await fresh.deps.database.query<{ id: string; title: string }>(
        `SELECT id::text, title FROM offers WHERE user_id IS NULL ORDER BY id LIMIT 1`,
      );
      const member = await signUp(fresh, 'business');
      const admin = await signUp(fresh, 'business');
      await fresh.makeAdmin(admin);
      const patch = (cookie: string | undefined) =>
        fresh.request(`/api/offers/${sample!.id}`, { method: 'PATCH', cookie, json: { title: 'Kapad titel' } });
      const anonymous = await patch(undefined);
      expect(anonymous.status).toBe(401);
      const refused = await patch(member.cookie);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        OFFER_TEXTS.errors.notOwner,
      );
      const removal = await fresh.request(`/api/offers/${sample!.id}`, { method: 'DELETE', cookie: member.cookie });
      expect(removal.status).toBe(403);
      const shown = (await (await fresh.request(`/api/offers/${sample!.id}`)).json()) as TOffer;
      expect(shown.title).toBe(sample!.title);
      expect(shown.user_id).toBeNull();
      expect((await patch(admin.cookie)).status).toBe(200);
      const changed = (await (await fresh.request(`/api/offers/${sample!.id}`)).json()) as TOffer;
      expect(changed.title).toBe('Kapad titel');
    } finally {
      await fresh.close();
    }
  });

  it('asks the billing rules before inserting, one create at a time per user', async () => {
    const limited = await createTestContext({ BASIC_OFFER_LIMIT: '1' });
    try {
      const u = await signUp(limited, 'business');
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          limited.request('/api/offers', { method: 'POST', cookie: u.cookie, json: validOfferBody('business') }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
      const [row] = await limited.deps.database.query<{ n: string }>('SELECT count(*)::text AS n FROM offers');
      expect(row!.n).toBe('1');
    } finally {
      await limited.close();
    }
  });
});
