// An uploaded image as a milestone's proof (issue 23 §3): only its uploader attaches it, both parties
// (and the admin of a reported deal) see it through the deal's routes, nobody else; the sweep of unused
// uploads leaves it; the GDPR export names it and the uploader's erasure removes it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { dealApi, PASSWORD } from '@test/support/deals.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TDeal } from '@shared/schemas/deal.response.js';
import { sweepUnusedUploads } from '@server/features/uploads/uploads.sweep.js';

const E = DEAL_TEXTS.errors;
let t: TestContext;
let api: ReturnType<typeof dealApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = dealApi(t);
});
afterAll(() => t.close());

const MILESTONES = [{ title: 'Logotyp på tröjan', dueDate: '2030-02-01', responsible: 'b' as const }];

async function upload(user: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c81e3c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'trojan.png');
  const res = await t.request('/api/uploads', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const complete = (user: TestUser, id: string, mid: string, json: Record<string, unknown>) =>
  t.request(`/api/deals/${id}/milestones/${mid}/complete`, { method: 'POST', cookie: user.cookie, json });

async function signedWithImage() {
  const d = await api.signed({ milestones: MILESTONES });
  const mid = d.deal.milestones[0]!.id!;
  const url = await upload(d.b);
  const res = await complete(d.b, d.id, mid, { proof: 'https://exempel.se/match', image: url });
  expect(res.status).toBe(200);
  return { ...d, mid, url, deal: (await res.json()) as TDeal };
}

describe('image proof of a milestone', () => {
  it('is attached by its uploader, keeps the link, and is shown to both parties only', async () => {
    const { a, b, id, mid, url, deal } = await signedWithImage();
    const m = deal.milestones[0]!;
    expect(m).toMatchObject({ state: 'done', proof: 'https://exempel.se/match' });
    const href = `/api/deals/${id}/milestones/${mid}/proof-image`;
    expect(m.proof_image).toBe(href);
    // the storage's own address is not in what the other party reads
    expect(JSON.stringify(await api.deal(a, id))).not.toContain(t.deps.storage.keyFromUrl(url)!);
    for (const party of [a, b]) {
      const res = await t.request(href, { cookie: party.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    }
    const stranger = await api.signUp('business');
    expect((await t.request(href, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(href)).status).toBe(401);
    const admin = await api.signUp('business');
    await t.makeAdmin(admin);
    expect((await t.request(href, { cookie: admin.cookie })).status).toBe(404);
    // a milestone without an image, or of another deal, answers 404 with a Swedish message
    const other = await api.signed({ milestones: MILESTONES });
    const bare = `/api/deals/${other.id}/milestones/${other.deal.milestones[0]!.id}/proof-image`;
    const none = await t.request(bare, { cookie: other.a.cookie });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(E.proofImageMissing);
    expect(
      (await t.request(`/api/deals/${other.id}/milestones/${mid}/proof-image`, { cookie: other.a.cookie })).status,
    ).toBe(404);
    // the audit trail says an image came with it
    const [event] = await t.deps.database.query<{ data: { image: boolean } }>(
      `SELECT data FROM deal_events WHERE deal_id = $1 AND kind = 'milestone_done'`,
      [Number(id)],
    );
    expect(event!.data.image).toBe(true);
  });

  it("refuses someone else's upload, a foreign URL and an unknown image, with a Swedish message", async () => {
    const d = await api.signed({ milestones: MILESTONES });
    const mid = d.deal.milestones[0]!.id!;
    const ofA = await upload(d.a);
    const stranger = await api.signUp('business');
    const ofStranger = await upload(stranger);
    const gone = ofA.replace(/\d{10,16}-[0-9a-f]{16}/, '1700000000000-0123456789abcdef');
    for (const image of [ofA, ofStranger, 'https://exempel.se/bild.webp', gone, '/etc/passwd']) {
      const res = await complete(d.b, d.id, mid, { image });
      expect(res.status, image).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'PROOF_IMAGE_INVALID', message: E.proofImage } });
    }
    expect((await api.deal(d.a, d.id)).milestones[0]!.state).toBe('open');
    // the party that is not responsible cannot attach even its own upload
    expect((await complete(d.a, d.id, mid, { image: ofA })).status).toBe(403);
    // a link alone still works, without an image
    const link = await complete(d.b, d.id, mid, { proof: 'https://exempel.se/inlagg' });
    expect(link.status).toBe(200);
    expect(((await link.json()) as TDeal).milestones[0]).toMatchObject({ proof_image: null, state: 'done' });
  });

  it('is readable by the admin once a party reported the deal, never before', async () => {
    const { a, id, mid } = await signedWithImage();
    const admin = await api.signUp('business');
    await t.makeAdmin(admin);
    const adminHref = `/api/admin/deals/${id}/milestones/${mid}/proof-image`;
    expect((await t.request(adminHref, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request(adminHref, { cookie: a.cookie })).status).toBe(403);
    const report = await t.request('/api/reports', {
      method: 'POST',
      cookie: a.cookie,
      json: { targetType: 'deal', targetId: id, reason: 'other', details: 'Bilden visar inte vår logotyp alls.' },
    });
    expect(report.status).toBe(201);
    const view = (await (await t.request(`/api/admin/deals/${id}`, { cookie: admin.cookie })).json()) as TDeal;
    expect(view.milestones[0]!.proof_image).toBe(adminHref);
    const res = await t.request(adminHref, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('survives the sweep of unused uploads; is in the export; goes with its uploader', async () => {
    const { a, b, id, mid, url } = await signedWithImage();
    const key = t.deps.storage.keyFromUrl(url)!;
    await sweepUnusedUploads(t.deps, 0);
    const href = `/api/deals/${id}/milestones/${mid}/proof-image`;
    expect((await t.request(href, { cookie: a.cookie })).status).toBe(200);
    const exported = await (await t.request('/api/me/export', { cookie: b.cookie })).text();
    expect(exported).toContain(key);
    const erased = await t.request('/api/me', {
      method: 'DELETE',
      cookie: b.cookie,
      json: { password: PASSWORD, confirmation: 'RADERA' },
    });
    expect(erased.status).toBe(204);
    expect(await t.deps.storage.get(key)).toBeNull();
    const left = await api.deal(a, id);
    expect(left.milestones[0]).toMatchObject({ state: 'done', proof_image: null, proof: 'https://exempel.se/match' });
    expect((await t.request(href, { cookie: a.cookie })).status).toBe(404);
  });
});
