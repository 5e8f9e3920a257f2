// Edits of approved offers wait for review (issue 16 §3, issue 14 "Edited offers skip review"): the approved
// text stays public, the owner sees the waiting edit, an admin publishes or rejects it with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { validOfferBody } from '@test/support/test-offers.js';
import { ADMIN_TEXTS } from '@shared/moderation-texts.js';
import type { TAdminOfferEditList } from '@shared/schemas/moderation.response.js';
import type { TOffer, TOfferList } from '@shared/schemas/offer.response.js';
import type { TNoticeList } from '@shared/schemas/profile.response.js';

let t: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext({ BASIC_OFFER_LIMIT: '1000' });
  const fresh = async () => {
    await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
    return t.signUp('association');
  };
  owner = await fresh();
  other = await fresh();
  admin = await fresh();
  await t.makeAdmin(admin);
});
afterAll(() => t.close());

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
async function approvedOffer(title: string): Promise<TOffer> {
  const res = await t.request('/api/offers', {
    method: 'POST',
    cookie: owner.cookie,
    json: validOfferBody('association', { title }),
  });
  const offer = await json<TOffer>(res, 201);
  await t.request(`/api/admin/offers/${offer.id}/approve`, { method: 'POST', cookie: admin.cookie });
  return offer;
}
const edit = (id: string, patch: Record<string, unknown>, cookie = owner.cookie) =>
  t.request(`/api/offers/${id}`, { method: 'PATCH', cookie, json: patch });
const publicView = (id: string, cookie?: string) => t.request(`/api/offers/${id}`, { cookie });
const edits = async (cookie = admin.cookie) =>
  (await json<TAdminOfferEditList>(await t.request('/api/admin/offer-edits', { cookie }))).items;
const decide = (id: string, action: 'approve' | 'reject', body?: unknown, cookie = admin.cookie) =>
  t.request(`/api/admin/offer-edits/${id}/${action}`, { method: 'POST', cookie, json: body });

describe('an edit of an approved offer', () => {
  it('leaves the approved text public and shows the owner the waiting edit', async () => {
    const offer = await approvedOffer('Godkänd titel för granskning');
    const answer = await json<TOffer>(await edit(offer.id, { title: 'Ny ogranskad titel', budget: '9 000 kr' }));
    expect(answer.title).toBe('Godkänd titel för granskning');
    expect(answer.is_approved).toBe(true);
    expect(answer.pending_edit).toMatchObject({ title: 'Ny ogranskad titel', budget: '9 000 kr' });

    for (const cookie of [undefined, other.cookie]) {
      const seen = await json<TOffer>(await publicView(offer.id, cookie));
      expect(seen.title).toBe('Godkänd titel för granskning');
      expect(seen.pending_edit ?? null).toBeNull();
    }
    const listed = await json<TOfferList>(await t.request('/api/offers?type=association&q=ogranskad'));
    expect(listed.items.map((o) => o.id)).not.toContain(offer.id);
    const mine = await json<{ items: TOffer[] }>(await t.request('/api/me/offers', { cookie: owner.cookie }));
    expect(mine.items.find((o) => o.id === offer.id)?.pending_edit?.title).toBe('Ny ogranskad titel');
  });

  it('keeps one waiting edit per offer: the latest replaces the earlier one', async () => {
    const offer = await approvedOffer('En titel som ändras två gånger');
    await json<TOffer>(await edit(offer.id, { title: 'Första ändringen av titeln' }));
    await json<TOffer>(await edit(offer.id, { description: 'En helt ny beskrivning som är lång nog för formuläret.' }));
    const mine = (await edits()).filter((e) => e.offer_id === offer.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.proposed).toMatchObject({
      title: 'En titel som ändras två gånger',
      description: 'En helt ny beskrivning som är lång nog för formuläret.',
    });
    expect(mine[0]!.current.title).toBe('En titel som ändras två gånger');
  });

  it('an edit of an offer not yet approved changes it directly (it still waits for its first review)', async () => {
    const res = await t.request('/api/offers', {
      method: 'POST',
      cookie: owner.cookie,
      json: validOfferBody('association', { title: 'Ännu inte granskad' }),
    });
    const offer = await json<TOffer>(res, 201);
    const answer = await json<TOffer>(await edit(offer.id, { title: 'Ändrad innan granskning' }));
    expect(answer).toMatchObject({ title: 'Ändrad innan granskning', is_approved: false });
    expect(answer.pending_edit ?? null).toBeNull();
  });

  it('the form rules and ownership still hold for edits that would wait', async () => {
    const offer = await approvedOffer('Regler gäller även väntande ändringar');
    expect((await edit(offer.id, { description: 'kort' })).status).toBe(400);
    expect((await edit(offer.id, { title: 'Kapning' }, other.cookie)).status).toBe(403);
    expect((await edits()).some((e) => e.offer_id === offer.id)).toBe(false);
  });
});

describe("the admin's review", () => {
  it('is for admins only: anonymous 401, a user 403', async () => {
    expect((await t.request('/api/admin/offer-edits')).status).toBe(401);
    expect((await t.request('/api/admin/offer-edits', { cookie: owner.cookie })).status).toBe(403);
    const offer = await approvedOffer('Bara admin får besluta');
    await edit(offer.id, { title: 'Ägaren vill ändra' });
    expect((await decide(offer.id, 'approve', undefined, owner.cookie)).status).toBe(403);
    expect((await decide(offer.id, 'reject', {}, '')).status).toBe(401);
  });

  it('approving publishes the new text everywhere, once', async () => {
    const offer = await approvedOffer('Före godkänd ändring');
    await edit(offer.id, { title: 'Efter godkänd ändring', tags: ['Läxhjälp'] });
    expect(await json(await decide(offer.id, 'approve'))).toEqual({ offer_id: offer.id, decision: 'approved' });
    const seen = await json<TOffer>(await publicView(offer.id));
    expect(seen).toMatchObject({ title: 'Efter godkänd ändring', tags: ['Läxhjälp'], is_approved: true });
    const found = await json<TOfferList>(await t.request('/api/offers?type=association&q=godkänd%20ändring'));
    expect(found.items.map((o) => o.title)).toContain('Efter godkänd ändring');
    const again = await decide(offer.id, 'approve');
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(ADMIN_TEXTS.editNotFound);
    const owned = await json<TOffer>(await publicView(offer.id, owner.cookie));
    expect(owned.pending_edit).toBeNull();
  });

  it('rejecting keeps the approved text and tells the owner why', async () => {
    const offer = await approvedOffer('Står kvar efter avvisning');
    await edit(offer.id, { title: 'Avvisad ändring' });
    expect(await json(await decide(offer.id, 'reject', { reason: 'Titeln är vilseledande' }))).toEqual({
      offer_id: offer.id,
      decision: 'rejected',
    });
    expect((await json<TOffer>(await publicView(offer.id))).title).toBe('Står kvar efter avvisning');
    const notices = await json<TNoticeList>(await t.request('/api/me/notices', { cookie: owner.cookie }));
    expect(notices.items).toContainEqual(
      expect.objectContaining({
        offer_id: offer.id,
        kind: 'edit_rejected',
        reason: 'Titeln är vilseledande',
        offer_title: 'Står kvar efter avvisning',
      }),
    );
    expect((await edits()).some((e) => e.offer_id === offer.id)).toBe(false);
  });

  it('unknown or malformed ids are 404, a too long reason 400', async () => {
    expect((await decide('99999999', 'approve')).status).toBe(404);
    expect((await decide('abc', 'reject', {})).status).toBe(404);
    const offer = await approvedOffer('Skäl med gräns');
    await edit(offer.id, { title: 'Ändring med för långt skäl' });
    expect((await decide(offer.id, 'reject', { reason: 'x'.repeat(2000) })).status).toBe(400);
  });

  it('a deleted offer takes its waiting edit with it', async () => {
    const offer = await approvedOffer('Raderas med väntande ändring');
    await edit(offer.id, { title: 'Ändring som försvinner' });
    expect((await t.request(`/api/offers/${offer.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await edits()).some((e) => e.offer_id === offer.id)).toBe(false);
  });
});
