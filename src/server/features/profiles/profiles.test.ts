import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { offers, profiles } from '@server/db/schema.js';
import { PROFILE_TEXTS } from '@shared/moderation-texts.js';

let t: TestContext;
let anna: TestUser;
let bo: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signUp('association');
  bo = await t.signUp('business');
});
afterAll(() => t.close());

async function createOffer(owner: TestUser, isApproved: boolean, title: string) {
  const [row] = await t.deps.db
    .insert(offers)
    .values({
      type: owner.userType,
      title,
      organization: 'Annas förening',
      description: 'En beskrivning som är tillräckligt lång för ett erbjudande.',
      userId: owner.id,
      isApproved,
      contactInfo: 'kontakt@exempel.se',
    })
    .returning({ id: offers.id });
  return String(row.id);
}

describe('GET /api/profiles/:id', () => {
  it('shows the public fields and never an e-mail, to anyone (also the owner and in any nesting)', async () => {
    for (const cookie of [undefined, bo.cookie, anna.cookie]) {
      const res = await t.request(`/api/profiles/${anna.id}`, { cookie });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(anna.email);
      expect(text).not.toContain('@');
      const body = JSON.parse(text);
      expect(Object.keys(body).sort()).toEqual([
        'created_at',
        'description',
        'id',
        'location',
        'logo_url',
        'user_type',
        'username',
        'verified',
        'website',
      ]);
      expect(body).toMatchObject({ id: anna.id, user_type: 'association', username: anna.username, description: null });
      expect(new Date(body.created_at).getTime()).toBeGreaterThan(Date.now() - 600_000);
    }
  });

  it('answers an unknown id with 404 and the spec text', async () => {
    const res = await t.request('/api/profiles/finns-inte');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(PROFILE_TEXTS.notFound);
    expect((await t.request(`/api/profiles/${'x'.repeat(500)}`)).status).toBe(404);
  });
});

describe("a Privatperson's profile page (issue 25)", () => {
  it('is 404 to visitors, other people and organisations, and shown to its owner only', async () => {
    const person = await t.signUp('individual');
    const other = await t.signUp('individual');
    for (const cookie of [undefined, anna.cookie, bo.cookie, other.cookie]) {
      const res = await t.request(`/api/profiles/${person.id}`, { cookie });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(PROFILE_TEXTS.notFound);
    }
    const own = await t.request(`/api/profiles/${person.id}`, { cookie: person.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(await own.json()).toMatchObject({ id: person.id, user_type: 'individual' });
  });
});

describe('PATCH /api/me/profile', () => {
  it('sets place, website and a stored logo (no longer swept as an unused upload); refuses a foreign logo URL', async () => {
    const user = await t.signUp('business');
    await t.deps.database.query(`INSERT INTO uploads (key, url, user_id) VALUES ($1, $2, $3)`, [
      '1795703165290-0123456789abcdef.webp',
      '/uploads/1795703165290-0123456789abcdef.webp',
      user.id,
    ]);
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: {
        location: 'Umeå',
        website: 'https://exempel.se',
        logo_url: '/uploads/1795703165290-0123456789abcdef.webp',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      location: 'Umeå',
      website: 'https://exempel.se',
      logo_url: '/uploads/1795703165290-0123456789abcdef.webp',
    });
    expect(
      await t.deps.database.query(`SELECT 1 FROM uploads WHERE key = '1795703165290-0123456789abcdef.webp'`),
    ).toHaveLength(0);
    const foreign = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { logo_url: 'https://annan.example/bild.png' },
    });
    expect(foreign.status).toBe(400);
    const site = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { website: 'exempel' },
    });
    expect((await site.json()).error.message).toBe('Ange en webbadress som börjar med https://');
  });

  it('edits the caller own description and full name, trimmed', async () => {
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: anna.cookie,
      json: { description: '  Vi är en idrottsförening i Malmö.  ', full_name: 'Anna Andersson' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: anna.id,
      description: 'Vi är en idrottsförening i Malmö.',
      full_name: 'Anna Andersson',
    });
    const pub = await (await t.request(`/api/profiles/${anna.id}`)).json();
    expect(pub.description).toBe('Vi är en idrottsförening i Malmö.');
    // clearing the description
    const cleared = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: anna.cookie,
      json: { description: '' },
    });
    expect((await cleared.json()).description).toBeNull();
  });

  it('cannot edit another user: the id in the body is ignored, and there is no PATCH on /profiles/:id', async () => {
    await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: anna.cookie,
      json: { description: 'Annas egen text' },
    });
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: bo.cookie,
      json: { id: anna.id, description: 'Kapad beskrivning' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(bo.id);
    const direct = await t.request(`/api/profiles/${anna.id}`, {
      method: 'PATCH',
      cookie: bo.cookie,
      json: { description: 'Kapad beskrivning' },
    });
    expect(direct.status).toBe(404);
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.id, anna.id));
    expect(row.description).toBe('Annas egen text');
  });

  it('needs a session, JSON, and at most 2000 characters', async () => {
    expect((await t.request('/api/me/profile', { method: 'PATCH', json: { description: 'x' } })).status).toBe(401);
    const long = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: bo.cookie,
      json: { description: 'å'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe(PROFILE_TEXTS.descriptionTooLong);
    const exact = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: bo.cookie,
      json: { description: 'å'.repeat(2000) },
    });
    expect(exact.status).toBe(200);
    expect(
      (await t.request('/api/me/profile', { method: 'PATCH', cookie: bo.cookie, json: { description: 42 } })).status,
    ).toBe(400);
    expect((await t.request('/api/me/profile', { method: 'PATCH', cookie: bo.cookie, json: {} })).status).toBe(400);
    const broken = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: bo.cookie,
      body: '{"description":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('GET /api/profiles/:id/offers', () => {
  it('shows approved offers to visitors and every state to the owner', async () => {
    const owner = await t.signUp('foundation');
    const approved = await createOffer(owner, true, 'Godkänt stipendium');
    const pending = await createOffer(owner, false, 'Väntande stipendium');
    const visitor = (await (await t.request(`/api/profiles/${owner.id}/offers`)).json()).items as Array<
      Record<string, unknown>
    >;
    expect(visitor.map((o) => o.id)).toEqual([approved]);
    expect(visitor[0]).toMatchObject({
      title: 'Godkänt stipendium',
      is_approved: true,
      user_id: owner.id,
      owner: { username: owner.username },
    });
    const other = (await (await t.request(`/api/profiles/${owner.id}/offers`, { cookie: anna.cookie })).json()).items;
    expect(other.map((o: { id: string }) => o.id)).toEqual([approved]);
    const own = (await (await t.request(`/api/profiles/${owner.id}/offers`, { cookie: owner.cookie })).json()).items;
    expect(own.map((o: { id: string }) => o.id).sort()).toEqual([approved, pending].sort());
    expect(own.find((o: { id: string }) => o.id === pending).is_approved).toBe(false);
  });

  it('is an empty list for an unknown user', async () => {
    const res = await t.request('/api/profiles/finns-inte/offers');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [] });
  });
});
