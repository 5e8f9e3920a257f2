// Deals (issue 23) through the API against a real database: drafting from templates, versions and
// their diff, the state machine with every allowed and refused transition, hashes voided by edits,
// the PDF's audit page, milestones to completion, reviews on profiles, and the 404 of non-parties.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import { diffTerms } from '@shared/deal-diff.js';
import type { TDeal, TDealList, TProfileReviews } from '@shared/schemas/deal.response.js';
import { dealApi, PASSWORD, pdfAttachments, pdfPageTexts } from '@test/support/deals.js';
import { secretOf, totp, wrongTotp } from '@test/support/totp.js';
import { dealsOfUser } from './deals.export.js';
import { versionDocument } from './hash.js';

const E = DEAL_TEXTS.errors;
let t: TestContext;
let api: ReturnType<typeof dealApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = dealApi(t);
});
afterAll(() => t.close());

const body = async <T>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => (await body<{ error: { code: string; message: string } }>(res)).error;
const notices = (userId: string) =>
  t.deps.database.query<{ kind: string; title: string; link: string }>(
    `SELECT kind, title, link FROM notifications WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
const MILESTONES = [
  { title: 'Logotyp levererad', dueDate: '2030-02-01', responsible: 'a' as const },
  { title: 'Inlägg 1 publicerat', dueDate: '2030-03-01', responsible: 'b' as const },
];

describe('drafting from a template', () => {
  it('creates a Swedish draft with both parties and tells the counterparty', async () => {
    const a = await api.signUp('business');
    const b = await api.signUp('association');
    const res = await api.create(a, b.id, 'sponsorship');
    expect(res.status).toBe(201);
    const { id } = await body<{ id: string }>(res);
    const deal = await api.deal(a, id);
    expect(deal).toMatchObject({ status: 'draft', version: 1, me: 'a', template: 'sponsorship' });
    expect(deal.parties.b.id).toBe(b.id);
    const terms = deal.versions[0]!.terms;
    expect(terms.title).toBe('Sponsringsavtal');
    expect(terms.partyA.name).toBe(a.username);
    expect(terms.partyB.name).toBe(b.username);
    expect(terms.payer).toBe('a');
    expect(terms.gdpr).toMatch(/dataskyddsförordningen/);
    expect(deal.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await notices(b.id)).map((n) => [n.kind, n.link])).toEqual([['deal_updated', `/deals/${id}`]]);
  });

  it('picks the payer from the pair and refuses a template that does not fit', async () => {
    const business = await api.signUp('business');
    const influencer = await api.signUp('influencer');
    const foundation = await api.signUp('foundation');
    const club = await api.signUp('association');
    // the influencer proposes: the business is still the payer (party b)
    const inf = await api.create(influencer, business.id, 'influencer');
    expect(inf.status).toBe(201);
    expect((await api.deal(influencer, (await body<{ id: string }>(inf)).id)).versions[0]!.terms.payer).toBe('b');
    expect((await api.create(foundation, club.id, 'grant')).status).toBe(201);
    const bad = await api.create(business, club.id, 'grant');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toEqual({ code: 'TEMPLATE_MISMATCH', message: E.templateMismatch });
    expect((await api.create(club, influencer.id, 'blank')).status).toBe(201);
  });

  it('refuses a deal with oneself, an unknown counterparty, a bad template and an offer of a stranger', async () => {
    const a = await api.signUp('business');
    const b = await api.signUp('association');
    const self = await api.create(a, a.id);
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe(E.self);
    const unknown = await api.create(a, 'finns-inte');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(E.counterpartyNotFound);
    const template = await t.request('/api/deals', {
      method: 'POST',
      cookie: a.cookie,
      json: { counterpartyId: b.id, template: 'x' },
    });
    expect(template.status).toBe(400);
    expect((await errorOf(template)).message).toBe(E.template);
    expect((await api.create(a, b.id, 'sponsorship', 999999)).status).toBe(404);
    expect(
      (await t.request('/api/deals', { method: 'POST', json: { counterpartyId: b.id, template: 'blank' } })).status,
    ).toBe(401);
  });

  it('refuses a proposal between users where one blocked the other', async () => {
    const a = await api.signUp('business');
    const b = await api.signUp('association');
    await t.request(`/api/me/blocks/${a.id}`, { method: 'PUT', cookie: b.cookie });
    const res = await api.create(a, b.id);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('BLOCKED');
  });
});

describe('versions and the diff', () => {
  it('saves each edit as a new version; the other party sees what changed since the version they last saw', async () => {
    const { a, b, id } = await api.draft({ amountSek: 25000 });
    const first = await api.deal(b, id);
    expect(first.last_seen_version).toBeNull();
    expect(first.version).toBe(2);
    const edited = await api.edit(
      a,
      id,
      { ...first.versions[1]!.terms, amountSek: 30000, deliverables: ['Logotyp på tröjan'] },
      2,
    );
    expect(edited.status).toBe(200);
    const seen = await api.deal(b, id);
    expect(seen.last_seen_version).toBe(2);
    const changes = diffTerms(seen.versions[1]!.terms, seen.versions[2]!.terms);
    expect(changes.map((c) => c.label)).toEqual(['Belopp (SEK exkl. moms)', 'Exponering och leveranser']);
    expect(changes[0]).toMatchObject({ before: '25 000 kr', after: '30 000 kr' });
    expect(new Set(seen.versions.map((v) => v.hash)).size).toBe(3);
    expect(seen.versions.map((v) => v.author)).toEqual(['a', 'a', 'a']);
    // a stale edit is refused
    const stale = await api.edit(b, id, seen.versions[2]!.terms, 2);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(E.staleVersion);
    expect((await notices(b.id)).some((n) => n.title.startsWith('Avtalet har ändrats'))).toBe(true);
    const list = await body<TDealList>(await t.request('/api/deals', { cookie: a.cookie }));
    expect(list.deals).toHaveLength(1);
    expect(list.deals[0]).toMatchObject({ id, status: 'draft', title: 'Sponsringsavtal', unseen: false });
    expect(list.deals[0]!.counterparty.id).toBe(b.id);
  });

  it('checks amounts, dates and the number of milestones, in Swedish', async () => {
    const { a, id, deal } = await api.draft();
    const terms = deal.versions[1]!.terms;
    const cases: [Record<string, unknown>, string][] = [
      [{ amountSek: -1 }, E.amount],
      [{ amountSek: 100_000_001 }, E.amount],
      [{ amountSek: 10.5 }, E.amount],
      [{ periodStart: '2030-05-01', periodEnd: '2030-04-01' }, E.datesOrder],
      [{ periodStart: '2030-02-30' }, E.date],
      [
        { periodStart: '2030-05-01', milestones: [{ title: 'Tidigt', dueDate: '2030-04-01', responsible: 'a' }] },
        E.milestoneDates,
      ],
      [
        {
          milestones: Array.from({ length: 31 }, (_, i) => ({
            title: `M${i}`,
            dueDate: '2030-01-01',
            responsible: 'a',
          })),
        },
        E.tooManyMilestones,
      ],
      [{ title: '' }, E.title],
    ];
    for (const [change, message] of cases) {
      const res = await api.edit(a, id, { ...terms, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(
      (await api.edit(a, id, { ...terms, amountSek: 100_000_000, milestones: MILESTONES.slice(0, 1) })).status,
    ).toBe(200);
  });
});

describe('the state machine', () => {
  it('draft → awaiting_signature → signed; the signature stores hash, name, IP and user agent', async () => {
    const { a, b, id, deal } = await api.draft({ milestones: MILESTONES });
    const first = await api.sign(a, id, deal.hash);
    expect(first.status).toBe(200);
    const half = await body<TDeal>(first);
    expect(half.status).toBe('awaiting_signature');
    expect(half.can.sign).toBe(false);
    expect((await notices(b.id)).map((n) => n.kind)).toContain('signature_requested');
    // signing twice is refused
    const twice = await api.sign(a, id, deal.hash);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(E.alreadySigned);
    const second = await body<TDeal>(await api.sign(b, id, deal.hash));
    expect(second.status).toBe('signed');
    expect(second.signed_at).not.toBeNull();
    expect(second.signatures.map((s) => [s.party, s.hash, s.voided])).toEqual([
      ['a', deal.hash, false],
      ['b', deal.hash, false],
    ]);
    expect(second.milestones.map((m) => [m.title, m.state, m.id !== null])).toEqual([
      ['Logotyp levererad', 'open', true],
      ['Inlägg 1 publicerat', 'open', true],
    ]);
    const [row] = await t.deps.database.query<{ ip: string; user_agent: string; name: string }>(
      `SELECT ip, user_agent, name FROM deal_signatures WHERE deal_id = $1 AND party = 'a'`,
      [id],
    );
    expect(row).toMatchObject({ user_agent: 'vitest-agent', name: 'Anna Andersson' });
    expect(typeof row!.ip).toBe('string');
    expect((await notices(a.id)).map((n) => n.kind)).toContain('deal_signed');
    // a signed deal cannot change, be signed again or be declined
    const edit = await api.edit(a, id, second.versions[1]!.terms);
    expect(edit.status).toBe(409);
    expect((await errorOf(edit)).message).toBe(E.locked);
    expect((await api.sign(b, id, deal.hash)).status).toBe(409);
    const decline = await api.decline(b, id);
    expect(decline.status).toBe(409);
    expect((await errorOf(decline)).message).toBe(E.cannotDecline);
  });

  it('an edit after a signature voids it; both are told; the old hash cannot be signed', async () => {
    const { a, b, id, deal } = await api.draft();
    expect((await api.sign(a, id, deal.hash)).status).toBe(200);
    const edited = await body<TDeal>(await api.edit(b, id, { ...deal.versions[1]!.terms, amountSek: 1 }));
    expect(edited.status).toBe('draft');
    expect(edited.signatures).toEqual([expect.objectContaining({ party: 'a', voided: true, hash: deal.hash })]);
    expect(edited.hash).not.toBe(deal.hash);
    expect(edited.events.map((e) => e.kind)).toEqual(['created', 'edited', 'signed', 'edited', 'signatures_voided']);
    expect((await notices(a.id)).some((n) => /ändrats/.test(n.title))).toBe(true);
    expect((await notices(b.id)).some((n) => /upphävdes/.test(n.title))).toBe(true);
    const old = await api.sign(b, id, deal.hash);
    expect(old.status).toBe(409);
    expect(await errorOf(old)).toEqual({ code: 'NOT_LATEST_VERSION', message: E.notLatest });
    // a voided signer signs again
    expect((await api.sign(a, id, edited.hash)).status).toBe(200);
    expect((await body<TDeal>(await api.sign(b, id, edited.hash))).status).toBe('signed');
  });

  it('signing needs the right password and a typed name; a wrong one signs nothing', async () => {
    const { a, id, deal } = await api.draft();
    const wrong = await api.sign(a, id, deal.hash, { password: 'fel-lösenord' });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toBe(E.wrongPassword);
    const none = await api.sign(a, id, deal.hash, { password: undefined, code: '123456' });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(E.passwordRequired);
    const noName = await api.sign(a, id, deal.hash, { name: ' ' });
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).message).toBe(E.name);
    const badHash = await api.sign(a, id, 'abc');
    expect((await errorOf(badHash)).message).toBe(E.hash);
    expect((await api.deal(a, id)).signatures).toEqual([]);
  });

  it('declining ends a draft or a half-signed deal with a reason; nothing moves after', async () => {
    const { a, b, id, deal } = await api.draft();
    expect((await api.sign(a, id, deal.hash)).status).toBe(200);
    const noReason = await t.request(`/api/deals/${id}/decline`, {
      method: 'POST',
      cookie: b.cookie,
      json: { reason: '' },
    });
    expect((await errorOf(noReason)).message).toBe(E.reason);
    const declined = await body<TDeal>(await api.decline(b, id));
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'Vi valde en annan partner.' });
    expect(declined.can).toEqual({ edit: false, sign: false, decline: false, review: false });
    expect((await api.edit(a, id, deal.versions[1]!.terms)).status).toBe(409);
    expect((await api.sign(b, id, deal.hash)).status).toBe(409);
    expect((await api.decline(a, id)).status).toBe(409);
    expect((await api.review(a, id)).status).toBe(409);
  });

  it('milestones: only the responsible marks done, only the other confirms or disputes; all confirmed completes', async () => {
    const { a, b, id, deal } = await api.signed({ milestones: MILESTONES });
    const [m1, m2] = deal.milestones.map((m) => m.id!);
    const wrongParty = await api.complete(b, id, m1!);
    expect(wrongParty.status).toBe(403);
    expect((await errorOf(wrongParty)).message).toBe(E.notResponsible);
    const notDone = await api.confirm(b, id, m1!);
    expect((await errorOf(notDone)).message).toBe(E.milestoneNotDone);
    const done = await body<TDeal>(await api.complete(a, id, m1!));
    expect(done.status).toBe('active');
    expect(done.milestones[0]).toMatchObject({ state: 'done', proof: 'https://exempel.se/bevis' });
    const selfConfirm = await api.confirm(a, id, m1!);
    expect(selfConfirm.status).toBe(403);
    expect((await errorOf(selfConfirm)).message).toBe(E.responsibleConfirms);
    const disputeNoComment = await api.confirm(b, id, m1!, { accept: false });
    expect((await errorOf(disputeNoComment)).message).toBe(E.disputeComment);
    const disputed = await body<TDeal>(
      await api.confirm(b, id, m1!, { accept: false, comment: 'Logotypen saknas på baksidan.' }),
    );
    expect(disputed.milestones[0]).toMatchObject({ state: 'disputed', comment: 'Logotypen saknas på baksidan.' });
    await api.complete(a, id, m1!);
    expect((await body<TDeal>(await api.confirm(b, id, m1!))).status).toBe('active');
    expect((await api.confirm(b, id, m1!)).status).toBe(409);
    await api.complete(b, id, m2!);
    // reviews are not possible before completion
    expect((await errorOf(await api.review(a, id))).message).toBe(E.reviewNotCompleted);
    const finished = await body<TDeal>(await api.confirm(a, id, m2!));
    expect(finished.status).toBe('completed');
    expect(finished.completed_at).not.toBeNull();
    expect(finished.can.review).toBe(true);
    expect((await api.complete(a, id, m1!)).status).toBe(409);
    expect(finished.events.map((e) => e.kind)).toContain('completed');
  });

  it('milestones cannot be worked on before both have signed', async () => {
    const { a, id } = await api.draft({ milestones: MILESTONES });
    const res = await api.complete(a, id, '1');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(E.notStarted);
  });
});

describe('signing with two-factor on', () => {
  it('takes a code from the app instead of the password; a wrong code signs nothing', async () => {
    const api = dealApi(t);
    const { a, id, deal } = await api.draft();
    const started = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie: a.cookie,
      json: { password: PASSWORD },
    });
    const secret = secretOf(((await started.json()) as { totpURI: string }).totpURI);
    const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: a.cookie,
      json: { code: totp(secret) },
    });
    expect(confirmed.status).toBe(200);
    const cookie = (confirmed.headers.get('set-cookie') ?? '').split(';')[0]!;
    const sign = (extra: Record<string, unknown>) =>
      t.request(`/api/deals/${id}/sign`, {
        method: 'POST',
        cookie,
        json: { versionHash: deal.hash, name: 'Anna Andersson', ...extra },
      });
    const none = await sign({});
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(E.passwordOrCode);
    const wrong = await sign({ code: wrongTotp(secret) });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(E.wrongCode);
    const right = await sign({ code: totp(secret) });
    expect(right.status).toBe(200);
    expect(((await right.json()) as TDeal).signatures).toHaveLength(1);
  });
});

describe('reviews', () => {
  it('each party reviews once (changed within 14 days), shown on the profile with average and count', async () => {
    const { a, b, id, deal } = await api.signed({ milestones: MILESTONES.slice(0, 1) });
    await api.complete(a, id, deal.milestones[0]!.id!);
    await api.confirm(b, id, deal.milestones[0]!.id!);
    const short = await api.review(a, id, 5, 'För kort');
    expect((await errorOf(short)).message).toBe(E.reviewText);
    expect((await errorOf(await api.review(a, id, 6))).message).toBe(E.rating);
    expect((await api.review(a, id, 4)).status).toBe(201);
    expect((await api.review(a, id, 3)).status).toBe(200);
    expect((await api.review(b, id, 5)).status).toBe(201);
    expect((await notices(b.id)).map((n) => n.kind)).toContain('review_received');
    const ofB = await body<TProfileReviews>(await t.request(`/api/profiles/${b.id}/reviews`));
    expect(ofB).toMatchObject({ average: 3, count: 1 });
    expect(ofB.reviews[0]!.reviewer).toEqual({ id: a.id, username: a.username });
    // 14 days later the review is locked; 30 days after completion no new review can be written
    await t.deps.database.query(`UPDATE deal_reviews SET created_at = now() - interval '15 days' WHERE deal_id = $1`, [
      id,
    ]);
    const locked = await api.review(a, id, 5);
    expect(locked.status).toBe(409);
    expect((await errorOf(locked)).message).toBe(E.reviewLocked);
  });

  it('no review after the 30 days, and none from outside the deal', async () => {
    const { a, b, id, deal } = await api.signed({ milestones: MILESTONES.slice(0, 1) });
    await api.complete(a, id, deal.milestones[0]!.id!);
    await api.confirm(b, id, deal.milestones[0]!.id!);
    const stranger = await api.signUp('business');
    expect((await api.review(stranger, id)).status).toBe(404);
    await t.deps.database.query(`UPDATE deals SET completed_at = now() - interval '31 days' WHERE id = $1`, [id]);
    const late = await api.review(a, id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(E.reviewWindow);
    expect((await body<TProfileReviews>(await t.request(`/api/profiles/${b.id}/reviews`))).count).toBe(0);
  });
});

describe('the PDF', () => {
  it('carries the terms with å ä ö and an audit page with each signature and the signed version’s SHA-256', async () => {
    const { a, b, id, deal } = await api.signed({
      title: 'Sponsring av Åsa IF:s ungdomslag',
      goodsAndServices: 'Tröjor åt ungdomarna 🎽',
    });
    expect((await t.request(`/api/deals/${id}/pdf`)).status).toBe(401);
    const stranger = await api.signUp('business');
    expect((await t.request(`/api/deals/${id}/pdf`, { cookie: stranger.cookie })).status).toBe(404);
    const res = await t.request(`/api/deals/${id}/pdf`, { cookie: b.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pages = await pdfPageTexts(bytes);
    expect(pages[0]).toContain('Sponsring av Åsa IF:s ungdomslag');
    expect(pages[0]).toContain('Tröjor åt ungdomarna ?');
    const audit = pages[pages.length - 1]!;
    expect(audit).toContain('Granskningssida');
    expect(audit).toContain(deal.hash);
    expect(audit).toContain('Part A: Anna Andersson');
    expect(audit).toContain('Part B: Anna Andersson');
    expect(audit).toMatch(/inte BankID/);
    // the attached JSON is what the hash is computed over
    const doc = await PDFDocument.load(bytes);
    expect(doc.getSubject()).toBe(`SHA-256 ${deal.hash}`);
    const terms = deal.versions[deal.versions.length - 1]!.terms;
    const canonical = versionDocument(Number(id), deal.version, terms);
    expect(createHash('sha256').update(canonical).digest('hex')).toBe(deal.hash);
    const attached = (await pdfAttachments(bytes)).get(`avtal-${id}-v${deal.version}.json`);
    expect(attached).toBe(canonical);
    // the other party downloads the same document
    expect((await t.request(`/api/deals/${id}/pdf`, { cookie: a.cookie })).status).toBe(200);
  });
});

describe('who sees a deal', () => {
  it('404 to anyone but the two parties, the admin included; 401 without a session', async () => {
    const { a, id, deal } = await api.draft({ milestones: MILESTONES });
    const stranger = await api.signUp('association');
    const admin = await api.signUp('business');
    await t.makeAdmin(admin);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/deals/${id}`],
      ['PATCH', `/api/deals/${id}`, { terms: deal.versions[1]!.terms }],
      ['POST', `/api/deals/${id}/sign`, { versionHash: deal.hash, name: 'Någon Annan', password: 'hemligt-lösenord' }],
      ['POST', `/api/deals/${id}/decline`, { reason: 'Nej' }],
      ['GET', `/api/deals/${id}/pdf`],
      ['POST', `/api/deals/${id}/milestones/1/complete`, {}],
      ['POST', `/api/deals/${id}/milestones/1/confirm`, {}],
      ['GET', `/api/deals/${id}/milestones/1/ics`],
      ['POST', `/api/deals/${id}/reviews`, { rating: 5, text: 'Ett omdöme som är tillräckligt långt.' }],
    ];
    for (const [method, path, json] of routes) {
      expect((await t.request(path, { method, json })).status, `${method} ${path} anonymous`).toBe(401);
      for (const who of [stranger, admin]) {
        const res = await t.request(path, { method, json, cookie: who.cookie });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect((await errorOf(res)).message).toBe(E.notFound);
      }
    }
    expect((await t.request('/api/deals/abc', { cookie: a.cookie })).status).toBe(404);
    expect((await body<TDealList>(await t.request('/api/deals', { cookie: stranger.cookie }))).deals).toEqual([]);
    expect((await api.deal(a, id)).signatures).toEqual([]);
  });
});

describe('a reported deal', () => {
  it('the admin reads a deal only once a party has reported it, and cannot change it', async () => {
    const { a, b, id, deal } = await api.draft();
    const admin = await api.signUp('business');
    await t.makeAdmin(admin);
    const stranger = await api.signUp('association');
    const read = () => t.request(`/api/admin/deals/${id}`, { cookie: admin.cookie });
    expect((await read()).status).toBe(404);
    // only a party can report it
    const report = (who: typeof a) =>
      t.request('/api/reports', {
        method: 'POST',
        cookie: who.cookie,
        json: { targetType: 'deal', targetId: id, reason: 'fraud' },
      });
    expect((await report(stranger)).status).toBe(404);
    expect((await report(b)).status).toBe(201);
    const res = await read();
    expect(res.status).toBe(200);
    const seen = await body<TDeal>(res);
    expect(seen).toMatchObject({ id, me: null, can: { edit: false, sign: false, decline: false, review: false } });
    expect((await t.request(`/api/admin/deals/${id}`, { cookie: a.cookie })).status).toBe(403);
    // still no way in through the parties' routes
    expect((await api.get(admin, id)).status).toBe(404);
    expect((await api.edit(admin, id, deal.versions[1]!.terms)).status).toBe(404);
    const list = await t.request('/api/admin/reports', { cookie: admin.cookie });
    const items = ((await list.json()) as { items: { target_type: string; target_id: string; target_label: string }[] })
      .items;
    expect(items.find((r) => r.target_type === 'deal' && r.target_id === id)?.target_label).toBe('Sponsringsavtal');
  });
});

describe('the GDPR export', () => {
  it('dealsOfUser holds the deals with versions, own signature details, milestones and reviews', async () => {
    const { a, b, id } = await api.signed({ milestones: MILESTONES });
    const mine = await dealsOfUser(t.deps.db, a.id);
    expect(mine.deals.map((d) => String(d.id))).toEqual([id]);
    const signatures = mine.deals[0]!.signatures;
    expect(signatures.find((s) => s.party === 'a')!.userAgent).toBe('vitest-agent');
    expect(signatures.find((s) => s.party === 'b')!.userAgent).toBeUndefined();
    expect(mine.deals[0]!.milestones).toHaveLength(2);
    expect(mine.deals[0]!.versions).toHaveLength(2);
    // a deleted account's signed deal stays with the other party, its signature kept as signed
    await t.deps.database.query(`DELETE FROM users WHERE id = $1`, [a.id]);
    const left = await api.deal(b, id);
    expect(left.status).toBe('signed');
    expect(left.parties.a).toEqual({ id: null, username: DEAL_TEXTS.deletedAccount, user_type: null });
    expect(left.signatures.map((s) => [s.party, s.voided])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });
});
