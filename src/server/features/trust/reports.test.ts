// Reports (issue 14) through the API against a real database: who may report what, Swedish validation,
// the atomic limit, and the admin's list and resolve with the reporter's notice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import { REPORT_REASON_LABELS, TRUST_TEXTS } from '@shared/trust-texts.js';
import type { TAdminReport, TAdminReportList } from '@shared/schemas/trust.response.js';
import type { TNotice } from '@shared/schemas/profile.response.js';
import { REPORT_LIMIT } from './reports.routes.js';

const E = TRUST_TEXTS.errors;
let t: TestContext;
let owner: TestUser, reporter: TestUser, admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  [owner, reporter, admin] = [await signUp(), await signUp('association'), await signUp()];
  await t.makeAdmin(admin);
});
afterAll(() => t.close());
// the limit is tested on its own; elsewhere each test starts with a fresh window
beforeEach(() => t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'report:%'`));

async function signUp(type: Parameters<TestContext['signUp']>[0] = 'business') {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type);
}
const report = (who: TestUser | null, json: unknown) =>
  t.request('/api/reports', { method: 'POST', cookie: who?.cookie, json });
const offerOf = (user: TestUser, isApproved = true) =>
  insertOffer(t.deps.database, {
    type: 'business',
    title: `Rapporterat erbjudande ${Date.now()}`,
    userId: user.id,
    isApproved,
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const adminReports = async (state = 'open') => {
  const res = await t.request(`/api/admin/reports?state=${state}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as TAdminReportList;
};
const resolve = (id: string, action: string, who: TestUser | null = admin) =>
  t.request(`/api/admin/reports/${id}/resolve`, { method: 'POST', cookie: who?.cookie, json: { action } });
const noticesOf = async (user: TestUser) =>
  ((await (await t.request('/api/me/notices', { cookie: user.cookie })).json()) as { items: TNotice[] }).items;
const messageBetween = async (from: TestUser, to: TestUser, text: string) => {
  const res = await t.request(`/api/messages/${to.id}`, { method: 'POST', cookie: from.cookie, json: { text } });
  expect(res.status).toBe(201);
  return String(((await res.json()) as { message: { id: number } }).message.id);
};

describe('sending a report', () => {
  it('needs a session (401) and answers 201 with the reason stored as a code, shown with its label', async () => {
    const offerId = await offerOf(owner);
    const body = { targetType: 'offer', targetId: offerId, reason: 'Bedrägeri', details: 'Ber om förskott.' };
    expect((await report(null, body)).status).toBe(401);
    const res = await report(reporter, body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id, created } = (await res.json()) as { id: string; created: boolean };
    expect(created).toBe(true);
    const [row] = await t.deps.database.query<{ reason: string }>(`SELECT reason FROM reports WHERE id = $1`, [id]);
    expect(row.reason).toBe('fraud');
    const listed = (await adminReports()).items.find((r) => r.id === id);
    expect(listed).toMatchObject({
      target_type: 'offer',
      target_id: offerId,
      target_user_id: owner.id,
      reason: 'fraud',
      reason_label: REPORT_REASON_LABELS.fraud,
      details: 'Ber om förskott.',
      reporter_id: reporter.id,
      reporter_username: reporter.username,
      state: 'open',
    });
    // the same reporter and target again: the open report, not a second one
    const again = await report(reporter, { ...body, reason: 'spam' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, created: false });
  });

  it('validates in Swedish, never with a 500', async () => {
    const offerId = await offerOf(owner);
    const cases: [unknown, string][] = [
      [{ targetType: 'grant', targetId: offerId, reason: 'spam' }, E.reportTargetType],
      [{ targetType: 'offer', targetId: '', reason: 'spam' }, E.reportTargetId],
      [{ targetType: 'offer', targetId: offerId, reason: 'Tråkigt' }, E.reportReason],
      [{ targetType: 'offer', targetId: offerId }, E.reportReason],
      [{ targetType: 'offer', targetId: offerId, reason: 'Annat' }, E.reportDetailsRequired],
      [{ targetType: 'offer', targetId: offerId, reason: 'Annat', details: '   ' }, E.reportDetailsRequired],
      [{ targetType: 'offer', targetId: offerId, reason: 'spam', details: 'x'.repeat(2001) }, E.reportDetailsTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await report(reporter, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('answers 404 for an unknown target and for an offer still under review', async () => {
    const pending = await offerOf(owner, false);
    for (const [targetType, targetId, message] of [
      ['offer', '999999999', E.offerNotFound],
      ['offer', 'abc', E.offerNotFound],
      ['offer', pending, E.offerNotFound],
      ['user', 'finns-inte', E.userNotFound],
      ['message', '999999999', E.messageNotFound],
    ]) {
      const res = await report(reporter, { targetType, targetId, reason: 'spam' });
      expect(res.status, `${targetType} ${targetId}`).toBe(404);
      expect((await errorOf(res)).message).toBe(message);
    }
  });

  it("lets a user report only a message of their own conversation, never someone else's", async () => {
    const outsider = await signUp('influencer');
    const id = await messageBetween(owner, reporter, 'Skicka pengar först så får du sponsringen.');
    const foreign = await report(outsider, { targetType: 'message', targetId: id, reason: 'fraud' });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe(E.messageNotFound);
    const res = await report(reporter, { targetType: 'message', targetId: id, reason: 'fraud' });
    expect(res.status).toBe(201);
    const item = (await adminReports()).items.find((r) => r.target_type === 'message' && r.target_id === id);
    expect(item).toMatchObject({
      target_label: 'Skicka pengar först så får du sponsringen.',
      target_user_id: owner.id,
    });
  });

  it('refuses to report oneself, one’s own offer or one’s own message (400)', async () => {
    const offerId = await offerOf(reporter);
    const messageId = await messageBetween(reporter, owner, 'Mitt eget meddelande');
    for (const [targetType, targetId] of [
      ['user', reporter.id],
      ['offer', offerId],
      ['message', messageId],
    ]) {
      const res = await report(reporter, { targetType, targetId, reason: 'spam' });
      expect(res.status, targetType).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'SELF', message: E.reportSelf });
    }
  });

  it(`lets ${REPORT_LIMIT.perWindow} reports an hour through, counted atomically even when sent at once`, async () => {
    const sender = await signUp('influencer');
    const targets: string[] = [];
    for (let i = 0; i < 25; i++) targets.push(await offerOf(owner));
    const answers = await Promise.all(
      targets.map((id) => report(sender, { targetType: 'offer', targetId: id, reason: 'spam' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REPORT_LIMIT.perWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - REPORT_LIMIT.perWindow);
    const refused = answers.find((r) => r.status === 429);
    expect((await errorOf(refused!)).message).toBe(E.reportRateLimited);
  });
});

describe('the admin reviews reports', () => {
  it('lists and resolves for admins only: 401 anonymous, 403 another user', async () => {
    const target = await signUp('influencer');
    const res = await report(reporter, { targetType: 'user', targetId: target.id, reason: 'inappropriate' });
    const { id } = (await res.json()) as { id: string };
    for (const who of [null, reporter, owner]) {
      const expected = who ? 403 : 401;
      expect((await t.request('/api/admin/reports', { cookie: who?.cookie })).status).toBe(expected);
      expect((await resolve(id, 'dismiss', who)).status).toBe(expected);
    }
    expect((await adminReports()).items.find((r) => r.id === id)?.state).toBe('open');
  });

  it('dismisses: the report moves to closed and the reporter is told, once', async () => {
    const target = await signUp('influencer');
    const { id } = (await (
      await report(reporter, { targetType: 'user', targetId: target.id, reason: 'spam' })
    ).json()) as { id: string };
    const res = await resolve(id, 'dismiss');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { report: TAdminReport; closed: number };
    expect(body.closed).toBe(1);
    expect(body.report).toMatchObject({ id, state: 'closed', resolution: 'dismiss', target_label: target.username });
    expect((await adminReports()).items.some((r) => r.id === id)).toBe(false);
    expect((await adminReports('closed')).items.some((r) => r.id === id)).toBe(true);

    const notice = (await noticesOf(reporter)).find((n) => n.reason === TRUST_TEXTS.notice.dismissed);
    expect(notice).toMatchObject({
      kind: 'report_handled',
      offer_id: null,
      offer_title: `Användare: ${target.username}`,
    });
    expect(await noticesOf(target)).toEqual([]);

    const twice = await resolve(id, 'dismiss');
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(E.reportClosed);
  });

  it('removes the reported offer from public view, closes every open report on it and tells each reporter', async () => {
    const second = await signUp('influencer');
    const offerId = await offerOf(owner);
    const a = (await (await report(reporter, { targetType: 'offer', targetId: offerId, reason: 'fraud' })).json()) as {
      id: string;
    };
    await report(second, { targetType: 'offer', targetId: offerId, reason: 'spam' });
    expect((await t.request(`/api/offers/${offerId}`)).status).toBe(200);

    const res = await resolve(a.id, 'remove_offer');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { closed: number }).closed).toBe(2);
    expect((await t.request(`/api/offers/${offerId}`)).status).toBe(404);
    const open = (await adminReports()).items.filter((r) => r.target_type === 'offer' && r.target_id === offerId);
    expect(open).toEqual([]);
    for (const who of [reporter, second]) {
      const notice = (await noticesOf(who)).find((n) => n.offer_id === offerId);
      expect(notice).toMatchObject({ kind: 'report_handled', reason: TRUST_TEXTS.notice.removed });
    }
    // the owner is told why, as with any removal by an admin
    const ownerNotice = (await noticesOf(owner)).find((n) => n.offer_id === offerId);
    expect(ownerNotice).toMatchObject({ kind: 'offer_removed', reason: TRUST_TEXTS.ownerReason('fraud') });
  });

  it('refuses remove_offer for a report that is not about an offer, an unknown report and a bad action', async () => {
    const target = await signUp('influencer');
    const { id } = (await (
      await report(reporter, { targetType: 'user', targetId: target.id, reason: 'spam' })
    ).json()) as { id: string };
    const notOffer = await resolve(id, 'remove_offer');
    expect(notOffer.status).toBe(400);
    expect((await errorOf(notOffer)).message).toBe(E.removeNotOffer);
    expect((await resolve('999999999', 'dismiss')).status).toBe(404);
    expect((await resolve('abc', 'dismiss')).status).toBe(404);
    const bad = await resolve(id, 'ban');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(E.reportAction);
    const badState = await t.request('/api/admin/reports?state=all', { cookie: admin.cookie });
    expect(badState.status).toBe(400);
    expect((await errorOf(badState)).message).toBe(E.reportState);
  });

  it('closes an offer report even when the offer is already gone', async () => {
    const offerId = await offerOf(owner);
    const { id } = (await (
      await report(reporter, { targetType: 'offer', targetId: offerId, reason: 'spam' })
    ).json()) as { id: string };
    expect((await t.request(`/api/admin/offers/${offerId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(
      204,
    );
    const listed = (await adminReports()).items.find((r) => r.id === id);
    expect(listed?.target_label).toBeNull();
    const res = await resolve(id, 'remove_offer');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { report: TAdminReport }).report.state).toBe('closed');
  });
});

describe('the report queue pages', () => {
  it('pages every report of a state newest first with a cursor, none twice, none left out', async () => {
    // 120 closed reports written in one go, several with the same time, beyond one page
    await t.deps.database.query(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, state, resolution, created_at, resolved_at)
       SELECT $1, 'user', 'sida-' || g, 'spam', 'closed', 'dismiss', now() - (g / 3) * interval '1 second', now()
       FROM generate_series(1, 120) g`,
      [reporter.id],
    );
    const seen: string[] = [];
    let total: number;
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.request(
        `/api/admin/reports?state=closed${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { cookie: admin.cookie },
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as TAdminReportList;
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((r) => r.id));
      total = page.total;
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    expect(total).toBeGreaterThanOrEqual(120);
    expect(pages).toBeGreaterThanOrEqual(3);
    const bad = await t.request('/api/admin/reports?state=closed&cursor=nonsens', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(E.reportCursor);
  });
});
