// Discovery API (issue 16 §1, §2): contact details only for signed-in callers, the place filter for
// everyone (case and accents folded), tags matched and counted whatever their case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { validOfferBody } from '@test/support/test-offers.js';
import type { OfferType } from '@shared/constants.js';
import type { TOffer, TOfferList, TTagCount } from '@shared/schemas/offer.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ BASIC_OFFER_LIMIT: '100000' });
});
afterAll(() => t.close());

async function signUp(type: OfferType): Promise<TestUser> {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type);
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}x${++seq}`;

async function publish(user: TestUser, o: Record<string, unknown> = {}): Promise<TOffer> {
  const res = await t.request('/api/offers', {
    method: 'POST',
    cookie: user.cookie,
    json: validOfferBody(user.userType as OfferType, o),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const offer = (await res.json()) as TOffer;
  await t.deps.database.query('UPDATE offers SET is_approved = true WHERE id = $1', [offer.id]);
  return offer;
}
const getJson = async <T>(path: string, cookie?: string): Promise<T> => {
  const res = await t.request(path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

describe('contact details', () => {
  let owner: TestUser;
  let member: TestUser;
  let offer: TOffer;
  beforeAll(async () => {
    owner = await signUp('association');
    member = await signUp('business');
    offer = await publish(owner, { tags: [`kontakt${uniq()}`], phone: '070-111 22 33', contact_info: 'ordf@ik.se' });
  });

  it('GET /api/offers/:id leaves out phone and e-mail for an anonymous caller, and only those', async () => {
    const anonymous = await getJson<TOffer>(`/api/offers/${offer.id}`);
    expect(anonymous).toMatchObject({ id: offer.id, title: offer.title, description: offer.description });
    expect(anonymous.phone).toBeNull();
    expect(anonymous.contact_info).toBeNull();
    expect(anonymous.tags).toEqual(offer.tags);
  });

  it('gives them to any signed-in caller: another member and the owner', async () => {
    for (const user of [member, owner]) {
      const seen = await getJson<TOffer>(`/api/offers/${offer.id}`, user.cookie);
      expect(seen).toMatchObject({ phone: '070-111 22 33', contact_info: 'ordf@ik.se' });
    }
  });

  it('never lets a shared cache keep the signed-in answer', async () => {
    const res = await t.request(`/api/offers/${offer.id}`, { cookie: member.cookie });
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('lists and profile pages leave them out for anonymous callers too, even after a member filled the cache', async () => {
    const qs = `type=association&tags=${offer.tags[0]}`;
    const asMember = await getJson<TOfferList>(`/api/offers?${qs}`, member.cookie);
    expect(asMember.items[0]).toMatchObject({ id: offer.id, phone: '070-111 22 33' });
    const anonymous = await getJson<TOfferList>(`/api/offers?${qs}`);
    expect(anonymous.items.map((o) => [o.id, o.phone, o.contact_info])).toEqual([[offer.id, null, null]]);
    const again = await getJson<TOfferList>(`/api/offers?${qs}`, member.cookie);
    expect(again.items[0].contact_info).toBe('ordf@ik.se');

    const profileAnon = await getJson<{ items: TOffer[] }>(`/api/profiles/${owner.id}/offers`);
    expect(profileAnon.items.map((o) => o.contact_info)).toEqual([null]);
    const profileMember = await getJson<{ items: TOffer[] }>(`/api/profiles/${owner.id}/offers`, member.cookie);
    expect(profileMember.items.map((o) => o.contact_info)).toEqual(['ordf@ik.se']);
  });
});

describe("the place filter 'Plats'", () => {
  let tag: string;
  let malmo: TOffer;
  let vasteras: TOffer;
  beforeAll(async () => {
    const owner = await signUp('association');
    tag = `plats${uniq()}`;
    malmo = await publish(owner, { location: 'Malmö, Skåne', tags: [tag] });
    vasteras = await publish(owner, { location: 'VÄSTERÅS', tags: [tag] });
    await publish(owner, { location: 'Göteborg', tags: [tag] });
    await publish(owner, { location: '', tags: [tag] });
  });
  const ids = async (location: string, cookie?: string) =>
    (
      await getJson<TOfferList>(
        `/api/offers?type=association&tags=${tag}&location=${encodeURIComponent(location)}`,
        cookie,
      )
    ).items
      .map((o) => o.id)
      .sort();

  it('is open to anonymous and Basic callers', async () => {
    const basic = await signUp('business');
    expect(await ids('Malmö')).toEqual([malmo.id]);
    expect(await ids('Malmö', basic.cookie)).toEqual([malmo.id]);
  });

  it('matches free text anywhere in the place, whatever the case and accents', async () => {
    expect(await ids('malmo')).toEqual([malmo.id]);
    expect(await ids('SKANE')).toEqual([malmo.id]);
    expect(await ids('västerås')).toEqual([vasteras.id]);
    expect(await ids('vasteras')).toEqual([vasteras.id]);
    expect(await ids('Stockholm')).toEqual([]);
    // LIKE's wildcards are plain text here
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
  });
});

describe('tags whatever their case', () => {
  it("'Ungdom' and 'ungdom' are one tag in the filter and in the counts", async () => {
    const owner = await signUp('influencer');
    const word = `Ungdom${uniq()}`;
    const lower = word.toLowerCase();
    const a = await publish(owner, { tags: [word, 'Öland'] });
    const b = await publish(owner, { tags: [lower] });
    const c = await publish(owner, { tags: [lower.toUpperCase()] });
    const d = await publish(owner, { tags: [lower] });
    for (const asked of [word, lower, lower.toUpperCase()]) {
      const found = await getJson<TOfferList>(`/api/offers?type=influencer&tags=${encodeURIComponent(asked)}`);
      expect(found.items.map((o) => o.id).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
    }
    const öland = await getJson<TOfferList>(`/api/offers?type=influencer&tags=${encodeURIComponent('ÖLAND')}`);
    expect(öland.items.map((o) => o.id)).toEqual([a.id]);
    const counts = (await getJson<{ items: TTagCount[] }>('/api/offers/tags?type=influencer')).items;
    const mine = counts.filter((x) => x.tag.toLowerCase() === lower);
    // one row, in the spelling most offers use
    expect(mine).toEqual([{ tag: lower, count: 4 }]);
  });
});
