// AI help and applications (issue 24 §3–4): the structured draft without a model (criteria as headings,
// profile facts under them, '[fyll i: …]' gaps), the model's draft and its timeout fallback, the rate limit;
// applying, the foundation's inbox and status changes with notifications, and 404 to everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient } from '@server/adapters/llm/openai-compatible.js';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { startLlmStandIn, type LlmStandIn } from '@test/support/llm-stand-in.js';
import { insertOffer } from '@test/support/test-offers.js';
import { createApprovedGrant, createGrant } from '@test/support/test-grants.js';
import { GRANT_TEXTS, formatSek } from '@shared/grant-texts.js';
import type { TApplication, TApplicationList, TGrant, TGrantDraft } from '@shared/schemas/grant.response.js';
import { DRAFT_LIMIT } from './applications.routes.js';
import { DRAFT_NOTICE, draftApplication } from './draft.service.js';

const E = GRANT_TEXTS.errors;
const TEXT = 'Vi söker bidrag för att starta en fotbollsskola för barn i Umeå under sommaren, med ledare från klubben.';

let t: TestContext;
let foundation: TestUser;
let association: TestUser;
let grant: TGrant;
beforeAll(async () => {
  t = await createTestContext();
  foundation = await t.signUp('foundation');
  association = await t.signUp('association');
  grant = await createApprovedGrant(t, foundation, {
    name: 'Fotboll för barn',
    criteria: ['Verksamheten riktar sig till barn och unga', 'Föreningen har verksamhet i Västerbotten', 'Miljöarbete'],
    documents: ['Budget'],
  });
  await t.deps.database.query(`UPDATE profiles SET full_name = 'IFK Björkby', description = $2 WHERE id = $1`, [
    association.id,
    'Vi är en ideell fotbollsförening med 300 medlemmar. Vi driver lag för barn och unga från sju år.',
  ]);
  await insertOffer(t.deps.database, {
    type: 'association',
    title: 'Sponsor till ungdomslaget',
    organization: 'IFK Björkby',
    description: 'Vi söker en sponsor till vårt ungdomslag i Umeå.',
    location: 'Västerbotten, Umeå',
    userId: association.id,
  });
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const draft = (user: TestUser, id = grant.id) =>
  t.request(`/api/grants/${id}/draft`, { method: 'POST', cookie: user.cookie });
const apply = (user: TestUser, id = grant.id, text = TEXT) =>
  t.request(`/api/grants/${id}/applications`, { method: 'POST', cookie: user.cookie, json: { text } });
const notifications = (userId: string, kind: string) =>
  t.deps.database.query<{ title: string; link: string; body: string }>(
    `SELECT title, link, body FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY id`,
    [userId, kind],
  );

describe(`AI draft (${testDatabaseKind})`, () => {
  it('without a model: the criteria as headings, the profile facts under them, gaps marked', async () => {
    expect((await t.request(`/api/grants/${grant.id}/draft`, { method: 'POST' })).status).toBe(401);
    const res = await draft(association);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TGrantDraft;
    expect(body.source).toBe('structured');
    expect(body.addressed).toEqual([
      'Verksamheten riktar sig till barn och unga',
      'Föreningen har verksamhet i Västerbotten',
    ]);
    expect(body.missing).toEqual(['Miljöarbete']);
    expect(body.text).toContain(
      '## Verksamheten riktar sig till barn och unga\n- Vi driver lag för barn och unga från sju år.',
    );
    expect(body.text).toContain('- Verksamma i Västerbotten, Umeå');
    expect(body.text).toContain('## Miljöarbete\n[fyll i: hur ni uppfyller: Miljöarbete]');
    expect(body.text).toContain('IFK Björkby är en förening.');
    expect(body.text).toContain(`[fyll i: belopp (${formatSek(5000)}–${formatSek(50000)})]`);
    expect(body.text).toContain('- Budget [fyll i: bifoga]');
  });

  it('a pending programme cannot be drafted for (404)', async () => {
    const pending = await createGrant(t, foundation, { name: 'Väntande för utkast' });
    expect((await draft(association, pending.id)).status).toBe(404);
  });

  it(`is rate limited: ${DRAFT_LIMIT.hits} drafts an hour, then 429 in Swedish`, async () => {
    const user = await t.signUp('influencer');
    for (let i = 0; i < DRAFT_LIMIT.hits; i++) expect((await draft(user)).status).toBe(200);
    const res = await draft(user);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('RATE_LIMITED');
  });

  describe('with a model', () => {
    let llm: LlmStandIn;
    let lt: TestContext;
    beforeAll(async () => {
      llm = await startLlmStandIn();
      lt = await createTestContext({ AI_BASE_URL: llm.baseURL, AI_API_KEY: 'test-key', AI_MODEL: 'stand-in-1' });
    });
    afterAll(async () => {
      await lt.close();
      await llm.close();
    });

    it("answers the model's text, grounded in the programme and the profile", async () => {
      const f = await lt.signUp('foundation');
      const a = await lt.signUp('association');
      const g = await createApprovedGrant(lt, f, { name: 'Modellens utlysning' });
      llm.mode = { kind: 'reply', text: '# Ansökan\nVi är en förening som …' };
      const res = await lt.request(`/api/grants/${g.id}/draft`, { method: 'POST', cookie: a.cookie });
      const body = (await res.json()) as TGrantDraft;
      expect(body).toMatchObject({ source: 'model', text: '# Ansökan\nVi är en förening som …', notice: null });
      const prompt = llm.requests
        .at(-1)!
        .messages.map((m) => m.content)
        .join('\n');
      expect(prompt).toContain('Modellens utlysning');
      expect(prompt).toContain('Verksamheten når pensionärer');
    });

    it('falls back to the structured draft when the model is slow or fails', async () => {
      llm.mode = { kind: 'slow' };
      const slow = await draftApplication({
        deps: lt.deps,
        userId: association.id,
        grant,
        llm: createLlmClient({ baseURL: llm.baseURL, apiKey: 'k', model: 'm' }, 5000),
        timeoutMs: 200,
      });
      expect(slow).toMatchObject({ source: 'structured', notice: DRAFT_NOTICE });
      expect(slow.text).toContain('[fyll i:');
      llm.mode = { kind: 'status', status: 500 };
      const f = await lt.signUp('foundation');
      const a = await lt.signUp('association');
      const g = await createApprovedGrant(lt, f);
      const res = await lt.request(`/api/grants/${g.id}/draft`, { method: 'POST', cookie: a.cookie });
      expect((await res.json()) as TGrantDraft).toMatchObject({ source: 'structured', notice: DRAFT_NOTICE });
    });
  });
});

describe(`applications (${testDatabaseKind})`, () => {
  let application: TApplication;

  it('only an association, influencer or individual applies, on Samverka, while open, once', async () => {
    const business = await t.signUp('business');
    const res = await apply(business);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(E.applicantOnly);
    const external = await createApprovedGrant(t, foundation, {
      apply_mode: 'external',
      apply_url: 'https://stiftelse.example/ansok',
    });
    expect((await errorOf(await apply(association, external.id))).message).toBe(E.notOnSamverka);
    const closed = await createApprovedGrant(t, foundation, { deadline_kind: 'date', deadline_date: '2020-01-01' });
    expect((await errorOf(await apply(association, closed.id))).message).toBe(E.closed);
    expect((await apply(association, grant.id, 'för kort')).status).toBe(400);

    const ok = await apply(association);
    expect(ok.status).toBe(201);
    application = (await ok.json()) as TApplication;
    expect(application).toMatchObject({
      status: 'submitted',
      grant_name: 'Fotboll för barn',
      applicant: 'IFK Björkby',
    });
    const again = await apply(association);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(E.alreadyApplied);
    expect(await notifications(foundation.id, 'application_received')).toEqual([
      { title: 'Ny ansökan till Fotboll för barn', link: `/stiftelser/${grant.id}`, body: '' },
    ]);
  });

  it('the foundation and the applicant see it; anyone else gets 404', async () => {
    const stranger = await t.signUp('foundation');
    const inbox = await t.request(`/api/grants/${grant.id}/applications`, { cookie: foundation.cookie });
    expect(((await inbox.json()) as TApplicationList).items.map((a) => a.id)).toEqual([application.id]);
    expect((await t.request(`/api/grants/${grant.id}/applications`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/grants/${grant.id}/applications`, { cookie: association.cookie })).status).toBe(404);
    expect((await t.request(`/api/applications/${application.id}`, { cookie: association.cookie })).status).toBe(200);
    expect((await t.request(`/api/applications/${application.id}`, { cookie: foundation.cookie })).status).toBe(200);
    expect((await t.request(`/api/applications/${application.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/applications/${application.id}`)).status).toBe(401);
    const mine = (await (
      await t.request('/api/me/applications', { cookie: association.cookie })
    ).json()) as TApplicationList;
    expect(mine.items.map((a) => a.id)).toEqual([application.id]);
  });

  it('the foundation marks it received, then granted with an amount; the applicant hears of each', async () => {
    const patch = (user: TestUser, json: unknown) =>
      t.request(`/api/applications/${application.id}`, { method: 'PATCH', cookie: user.cookie, json });
    expect((await patch(association, { status: 'granted', amount: 1000 })).status).toBe(403);
    const stranger = await t.signUp('foundation');
    expect((await patch(stranger, { status: 'received' })).status).toBe(404);
    expect((await patch(foundation, { status: 'submitted' })).status).toBe(400);
    const received = await patch(foundation, { status: 'received' });
    expect(((await received.json()) as TApplication).status).toBe('received');
    const noAmount = await patch(foundation, { status: 'granted' });
    expect((await errorOf(noAmount)).message).toBe(E.amountRequired);
    const granted = await patch(foundation, { status: 'granted', amount: 25000, message: 'Lycka till!' });
    expect((await granted.json()) as TApplication).toMatchObject({
      status: 'granted',
      amount: 25000,
      message: 'Lycka till!',
    });
    const heard = await notifications(association.id, 'application_status');
    // one entry per application while unread: the latest status
    expect(heard).toEqual([
      {
        title: `Din ansökan till Fotboll för barn: Beviljad, ${formatSek(25000)}`,
        link: `/stiftelser/${grant.id}`,
        body: 'Lycka till!',
      },
    ]);
  });

  it('a rejection carries its optional message and clears the amount', async () => {
    const influencer = await t.signUp('influencer');
    const made = (await (await apply(influencer)).json()) as TApplication;
    const res = await t.request(`/api/applications/${made.id}`, {
      method: 'PATCH',
      cookie: foundation.cookie,
      json: { status: 'rejected', message: 'Tyvärr inte denna gång.' },
    });
    expect((await res.json()) as TApplication).toMatchObject({
      status: 'rejected',
      amount: null,
      message: 'Tyvärr inte denna gång.',
    });
    expect((await notifications(influencer.id, 'application_status'))[0]!.title).toBe(
      'Din ansökan till Fotboll för barn: Avslag',
    );
  });
});
